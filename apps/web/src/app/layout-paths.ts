/** The first segment of every address the dashboard layout holds (router.tsx). */
export const DASHBOARD_SEGMENT = 'user'

/** Whether a path is drawn in the default layout (the prerendered shell's), not the dashboard's. */
export function usesDefaultLayout(pathname: string): boolean {
  // Route paths match regardless of case.
  return pathname.split('/')[1]?.toLowerCase() !== DASHBOARD_SEGMENT
}
