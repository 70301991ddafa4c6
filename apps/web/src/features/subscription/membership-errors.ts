/** Spec section 8: what a failed subscription call says when the server sent no message. */
export const membershipErrors = {
  activate: 'Error activating subscription, Please contact support',
  cancel: 'Error cancelling subscription, Please contact support',
  modify: 'Error modifying subscription',
  info: 'Error fetching subscription info',
} as const
