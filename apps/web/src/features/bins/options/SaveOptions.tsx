import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import Stack from '@mui/material/Stack'
import { lifetimeLabels } from '@one/contract/bin-expiry'
import { type BinLifetime, binLifetimes } from '@one/contract/bins'
import { useId } from 'react'
import { NativeSelect } from '../NativeField.tsx'

/** How long a new bin lives, and whether its first reader burns it (docs/decisions/0022). */
export type SaveChoices = { expires: BinLifetime; burn: boolean }

/** Never (the default) first, then from the shortest lifetime. */
export const lifetimeChoices = (['never', ...binLifetimes.filter((l) => l !== 'never')] as const).map(
  (lifetime) => [lifetime, lifetime === 'never' ? 'Never' : `After ${lifetimeLabels[lifetime]}`] as const,
)

type Props = { value: SaveChoices; onChange(value: SaveChoices): void; disabled?: boolean }

/**
 * The choices a signed-in user makes as they save a bin: when it expires, and "Burn after reading". A
 * chunk of its own: a guest's home page, which cannot save, never loads it.
 */
export function SaveOptions({ value, onChange, disabled }: Props) {
  const id = useId()
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <NativeSelect
        id={id}
        label="Expires"
        value={value.expires}
        options={lifetimeChoices}
        onChange={(expires) => onChange({ ...value, expires })}
        disabled={disabled}
        sx={{ minWidth: 170 }}
      />
      <FormControlLabel
        label="Burn after reading"
        disabled={disabled}
        control={
          <Checkbox
            checked={value.burn}
            onChange={(event) => onChange({ ...value, burn: event.target.checked })}
          />
        }
      />
    </Stack>
  )
}
