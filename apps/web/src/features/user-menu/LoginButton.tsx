import LoginIcon from '@mui/icons-material/Login'
import Box from '@mui/material/Box'
import Button, { type ButtonProps } from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'

/** FACTS 9.1, signed out: 'Login' with its icon after it; only the icon on extra-small screens. */
export function LoginButton({ loading, ...props }: ButtonProps & { loading: boolean }) {
  return (
    <Button
      {...props}
      variant="contained"
      disableElevation
      aria-label="Login"
      endIcon={loading ? <CircularProgress size={18} color="inherit" /> : <LoginIcon />}
      sx={{
        bgcolor: (t) => t.palette.surfaceLight,
        color: 'text.primary',
        minWidth: { xs: 0, sm: 64 },
        '& .MuiButton-endIcon': { ml: { xs: 0, sm: 1 } },
      }}
    >
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        Login
      </Box>
    </Button>
  )
}
