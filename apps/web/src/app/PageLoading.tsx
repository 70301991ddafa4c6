import LinearProgress from '@mui/material/LinearProgress'

/** Shown while a lazily loaded page's code arrives. */
export function PageLoading() {
  return <LinearProgress aria-label="Loading page" sx={{ position: 'fixed', top: 0, left: 0, right: 0 }} />
}
