import Box from '@mui/material/Box'
import type { SxProps, Theme } from '@mui/material/styles'
import { EditorHint, SHARE_HINT } from './EditorHint.tsx'
import { EditorSkeleton } from './EditorSkeleton.tsx'

function Block({ sx }: { sx?: SxProps<Theme> }) {
  return (
    <Box
      sx={[{ height: 40, borderRadius: 1, bgcolor: 'action.hover' }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  )
}

/**
 * The home editor as it looks before its code has arrived: blocks where its fields and button will be,
 * the editor's frame and its hint, each at its final size and spacing, so nothing moves when the editor
 * takes over. The prerendered page shows it too, as a guest sees it.
 */
export function HomeFrame() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { sm: 'flex-start' },
          gap: 2,
        }}
      >
        {/* The title and, under it, its length. */}
        <Box sx={{ flex: 1, pb: '23px' }}>
          <Block />
        </Box>
        <Block sx={{ minWidth: 180 }} />
        {/* Public or private. */}
        <Block sx={{ width: 204, height: 38.75 }} />
      </Box>
      <Box>
        <EditorSkeleton />
        <EditorHint saveHint={SHARE_HINT} />
      </Box>
      <Block sx={{ width: 144, height: 36.5 }} />
    </Box>
  )
}
