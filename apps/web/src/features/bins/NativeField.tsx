import Box from '@mui/material/Box'
import type { Theme } from '@mui/material/styles'
import type { ReactNode } from 'react'

// Native fields drawn as MUI's small outlined ones: MUI's text field, select and toggle buttons cost the
// first screen about 50 KB of gzip with their menus, popovers and transitions (docs/decisions/0021).
export const outlined = (theme: Theme) => ({
  display: 'block',
  height: 40,
  boxSizing: 'border-box',
  m: 0,
  px: 1.75,
  font: 'inherit',
  color: 'text.primary',
  bgcolor: 'transparent',
  border: 1,
  borderColor: theme.palette.mode === 'dark' ? 'rgba(255, 255, 255, 0.23)' : 'rgba(0, 0, 0, 0.23)',
  borderRadius: 1,
  '&::placeholder': { color: 'text.secondary', opacity: 0.7 },
  '&:hover:not(:disabled)': { borderColor: 'text.primary' },
  '&[aria-invalid="true"]': { borderColor: 'error.main' },
  '&:focus': {
    outline: 'none',
    borderColor: 'primary.main',
    boxShadow: `inset 0 0 0 1px ${theme.palette.primary.main}`,
  },
  '&:disabled': { color: 'text.disabled', borderColor: 'action.disabled', cursor: 'default' },
  '& option': { bgcolor: 'background.paper', color: 'text.primary' },
})

/** A field with its label on its outline, as MUI's outlined fields have it. */
export function Labelled(props: {
  id: string
  label: string
  sx?: object | undefined
  arrow?: boolean
  children: ReactNode
}) {
  return (
    <Box
      sx={[
        {
          position: 'relative',
          '&:focus-within > label': { color: 'primary.main' },
          ...(props.arrow && {
            // The select's arrow: the native one is drawn in the system's colours.
            '&::after': {
              content: '""',
              position: 'absolute',
              right: 14,
              top: 20,
              mt: '-2px',
              borderStyle: 'solid',
              borderWidth: '5px 5px 0',
              borderColor: 'transparent',
              borderTopColor: 'action.active',
              pointerEvents: 'none',
            },
          }),
        },
        props.sx ?? {},
      ]}
    >
      <Box
        component="label"
        htmlFor={props.id}
        sx={{
          position: 'absolute',
          left: 9,
          top: 0,
          px: 0.625,
          transform: 'translateY(-50%)',
          fontSize: 12,
          lineHeight: 1,
          color: 'text.secondary',
          bgcolor: 'background.default',
          pointerEvents: 'none',
        }}
      >
        {props.label}
      </Box>
      {props.children}
    </Box>
  )
}

type SelectProps<T extends string> = {
  id: string
  label: string
  value: T
  /** Each choice's value and its words, in the order offered. */
  options: ReadonlyArray<readonly [T, string]>
  onChange(value: T): void
  disabled?: boolean | undefined
  sx?: object
}

/** A native select drawn as MUI's small outlined one, with its label on the outline. */
export function NativeSelect<T extends string>(props: SelectProps<T>) {
  return (
    <Labelled id={props.id} label={props.label} sx={props.sx} arrow>
      <Box
        component="select"
        id={props.id}
        value={props.value}
        disabled={props.disabled}
        onChange={(event) => props.onChange(event.currentTarget.value as T)}
        sx={[outlined, { width: '100%', appearance: 'none', pr: 4, cursor: 'pointer' }]}
      >
        {props.options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </Box>
    </Labelled>
  )
}
