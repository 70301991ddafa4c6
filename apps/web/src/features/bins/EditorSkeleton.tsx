import Box from '@mui/material/Box'

/** Holds the editor's place while its chunk arrives, at the size it will have. */
export function EditorSkeleton({ label = 'Loading the editor' }: { label?: string }) {
  return (
    <Box
      role="progressbar"
      aria-label={label}
      sx={{ height: 322, borderRadius: 1, bgcolor: 'action.hover', border: 1, borderColor: 'divider' }}
    />
  )
}
