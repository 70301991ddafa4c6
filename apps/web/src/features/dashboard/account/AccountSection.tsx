import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { type ReactNode, useId } from 'react'

/** One section of the Account tab: a titled card, named by its h2 for assistive technology. */
export function AccountSection({
  title,
  text,
  children,
}: {
  title: string
  text?: ReactNode
  children: ReactNode
}) {
  const id = useId()
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: 2, minWidth: 0 }}>
      <Stack spacing={1.5}>
        <div>
          <Typography id={id} component="h2" variant="h6">
            {title}
          </Typography>
          {text && (
            <Typography variant="body2" color="text.secondary">
              {text}
            </Typography>
          )}
        </div>
        {children}
      </Stack>
    </Paper>
  )
}
