import { create } from 'zustand'

/** The login dialog opened from outside any `?one=` dialog, such as "Sign in" after a session ended. */
export const useLoginDialog = create<{ open: boolean }>()(() => ({ open: false }))

export const openLoginDialog = () => useLoginDialog.setState({ open: true })
export const closeLoginDialog = () => useLoginDialog.setState({ open: false })
