import CircularProgress from '@mui/material/CircularProgress'
import FormControl from '@mui/material/FormControl'
import InputLabel from '@mui/material/InputLabel'
import NativeSelect from '@mui/material/NativeSelect'
import OutlinedInput from '@mui/material/OutlinedInput'
import Stack from '@mui/material/Stack'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import type { BinRevisionSummary } from '@one/contract/bin-revisions'
import { languageLabels } from '@one/contract/bins'
import { useId, useState } from 'react'
import { RetryAlert } from '../../../components/RetryAlert.tsx'
import { useRevision } from '../api/revisions.ts'
import type { ComparePair } from './compare-pair.ts'
import { type DiffMode, DiffView } from './DiffView.tsx'

type Props = {
  binId: string
  revisions: readonly BinRevisionSummary[]
  pair: ComparePair
  onChange(pair: ComparePair): void
}

// Two columns of code narrower than this are unreadable: the diff is then unified whatever was chosen.
const SIDE_BY_SIDE_MIN_WIDTH = '(min-width: 700px)'

/** Any two revisions, chosen, and the diff between them. */
export function RevisionCompare({ binId, revisions, pair, onChange }: Props) {
  const wide = useMediaQuery(SIDE_BY_SIDE_MIN_WIDTH)
  const [mode, setMode] = useState<DiffMode>('unified')
  const shown = wide ? mode : 'unified'
  const from = useRevision(binId, pair.from)
  const to = useRevision(binId, pair.to)

  const id = useId()
  // The pair may name a revision of a page not loaded yet: the one before the oldest listed.
  const numbers = [...new Set([...revisions.map((r) => r.number), pair.from, pair.to])].sort((a, b) => b - a)
  // A native select: the menu of MUI's own would bring its popover along for two lists of numbers.
  const picker = (label: string, side: keyof ComparePair) => (
    <FormControl size="small" sx={{ minWidth: '9.5rem' }}>
      <InputLabel shrink htmlFor={`${id}-${side}`}>
        {label}
      </InputLabel>
      <NativeSelect
        id={`${id}-${side}`}
        value={pair[side]}
        onChange={(event) => onChange({ ...pair, [side]: Number(event.target.value) })}
        input={<OutlinedInput notched label={label} />}
      >
        {numbers.map((number) => (
          <option key={number} value={number}>
            Revision {number}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  )

  const failed = from.error ?? to.error
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
        {picker('From', 'from')}
        {picker('To', 'to')}
        <ToggleButtonGroup
          exclusive
          size="small"
          value={shown}
          onChange={(_event, next: DiffMode | null) => next && setMode(next)}
          aria-label="Diff layout"
        >
          <ToggleButton value="unified">Unified</ToggleButton>
          <ToggleButton value="side-by-side" disabled={!wide}>
            Side by side
          </ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {failed ? (
        <RetryAlert
          message={failed.message || 'Error loading the revisions'}
          onRetry={() => {
            if (from.isError) void from.refetch()
            if (to.isError) void to.refetch()
          }}
        />
      ) : from.data && to.data ? (
        <>
          {from.data.title !== to.data.title && (
            <Typography variant="body2">
              Title: “{from.data.title || 'Untitled'}” → “{to.data.title || 'Untitled'}”
            </Typography>
          )}
          {from.data.language !== to.data.language && (
            <Typography variant="body2">
              Language: {languageLabels[from.data.language]} → {languageLabels[to.data.language]}
            </Typography>
          )}
          <DiffView
            key={`${pair.from}-${pair.to}`}
            before={from.data.content}
            after={to.data.content}
            mode={shown}
            label={`Changes from revision ${pair.from} to revision ${pair.to}`}
          />
        </>
      ) : (
        <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center' }}>
          <CircularProgress size={20} aria-hidden />
          <span>Loading the revisions</span>
        </Stack>
      )}
    </Stack>
  )
}
