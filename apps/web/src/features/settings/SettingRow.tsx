import Box from '@mui/material/Box'
import Switch from '@mui/material/Switch'
import Typography from '@mui/material/Typography'
import { useId } from 'react'
import { UnlockNote } from '../../components/UnlockNote.tsx'

type Props = {
  title: string
  description: string
  checked: boolean
  onChange(checked: boolean): void
  /** Subscriber-only and the user is not one: shown, disabled, with the unlock line (spec section 5). */
  locked?: boolean
  indent?: boolean
}

/** One switch setting with its title and explanation; the whole row toggles it. */
export function SettingRow({ title, description, checked, onChange, locked = false, indent = false }: Props) {
  const id = useId()
  return (
    <Box
      component="label"
      htmlFor={id}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        py: 1.5,
        pl: indent ? 4 : 0,
        cursor: locked ? 'default' : 'pointer',
      }}
    >
      <Box sx={{ flex: 1, opacity: locked ? 0.6 : 1 }}>
        <Typography sx={{ fontWeight: 500 }}>{title}</Typography>
        <Typography variant="body2" color="text.secondary">
          {description}
        </Typography>
        {locked && <UnlockNote />}
      </Box>
      <Switch
        id={id}
        checked={checked}
        disabled={locked}
        onChange={(_event, value) => onChange(value)}
        slotProps={{ input: { 'aria-describedby': `${id}-d` } }}
      />
      <span id={`${id}-d`} hidden>
        {description}
      </span>
    </Box>
  )
}
