import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import Stack from '@mui/material/Stack'
import type { Bin, BinLifetime } from '@one/contract/bins'
import { useId } from 'react'
import { reportError } from '../../../stores/report-error.ts'
import { useUpdateBin } from '../api/update-bin.ts'
import { NativeSelect } from '../NativeField.tsx'
import { lifetimeChoices } from './SaveOptions.tsx'
import { useExpiry } from './use-expiry.ts'

// The choice that stands for the bin's present expiry, which no lifetime from now gives again.
const KEEP = 'keep'

/**
 * The owner's choices of when the bin expires (counted from now) and whether its first reader burns
 * it, each applied as soon as it is made.
 */
export function BinOptions({ bin }: { bin: Bin }) {
  const id = useId()
  const update = useUpdateBin(bin.id)
  const expiry = useExpiry(bin.expiresAt)
  const current: BinLifetime | typeof KEEP = bin.expiresAt ? KEEP : 'never'
  const options = bin.expiresAt
    ? [[KEEP, expiry?.left ? `In ${expiry.left}` : 'Expired'] as const, ...lifetimeChoices]
    : lifetimeChoices
  const change = (body: { expires?: BinLifetime; burn?: boolean }, fallback: string) =>
    update.mutate(body, { onError: (error) => reportError(error, fallback) })

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <NativeSelect<BinLifetime | typeof KEEP>
        id={id}
        label="Expires"
        value={current}
        options={options}
        onChange={(expires) => expires !== KEEP && change({ expires }, 'Error changing the expiry')}
        disabled={update.isPending}
        sx={{ minWidth: 170 }}
      />
      <FormControlLabel
        label="Burn after reading"
        control={
          <Checkbox
            checked={bin.burn}
            onChange={(event) => change({ burn: event.target.checked }, 'Error changing burn after reading')}
          />
        }
      />
    </Stack>
  )
}
