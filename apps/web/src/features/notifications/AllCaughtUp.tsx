import DoneAllIcon from '@mui/icons-material/DoneAll'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'

/** An empty list (spec section 8). */
export function AllCaughtUp() {
  return (
    <Box sx={{ py: 6, textAlign: 'center', color: 'text.disabled' }}>
      <DoneAllIcon sx={{ fontSize: 64 }} />
      <Typography variant="h6" component="p">
        All caught up
      </Typography>
    </Box>
  )
}
