import Box from '@mui/material/Box'
import { keyframes } from '@mui/material/styles'

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`

/** Shown while a lazily loaded page's code arrives: a thin bar sliding along the top. */
export function PageLoading() {
  return (
    <Box
      role="progressbar"
      aria-label="Loading page"
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, height: 4, overflow: 'hidden', zIndex: 'appBar' }}
    >
      <Box
        sx={{
          width: '40%',
          height: '100%',
          bgcolor: 'primary.main',
          animation: `${slide} 1.2s ease-in-out infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none', width: '100%', opacity: 0.5 },
        }}
      />
    </Box>
  )
}
