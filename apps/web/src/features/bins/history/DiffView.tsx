import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { alpha } from '@mui/material/styles'
import Typography from '@mui/material/Typography'
import { Fragment, type ReactNode, useMemo, useRef, useState } from 'react'
import { visuallyHidden } from '../../../lib/visually-hidden.ts'
import {
  countChanges,
  type DiffGap,
  type DiffLine,
  sideBySideRows,
  type UnifiedRow,
  unifiedRows,
} from './diff-rows.ts'

export type DiffMode = 'unified' | 'side-by-side'

type Props = { before: string; after: string; mode: DiffMode; label: string }

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`
const gapKey = (gap: DiffGap) => gap.lines[0]?.oldNumber ?? 0

/** The lines that differ between two texts, unified or side by side, with unchanged runs folded. */
export function DiffView({ before, after, mode, label }: Props) {
  const rows = useMemo(() => unifiedRows(before, after), [before, after])
  const [unfolded, setUnfolded] = useState<ReadonlySet<number>>(new Set())
  const table = useRef<HTMLDivElement>(null)
  const { added, removed } = countChanges(rows)
  if (added === 0 && removed === 0) return <Typography>These revisions have the same text.</Typography>

  const shown: UnifiedRow[] = rows.flatMap((row) =>
    row.kind === 'gap' && unfolded.has(gapKey(row)) ? row.lines : [row],
  )
  const unfold = (gap: DiffGap) => {
    setUnfolded((keys) => new Set(keys).add(gapKey(gap)))
    // The button goes with the gap: the keyboard stays on the diff.
    table.current?.focus()
  }
  const gapRow = (gap: DiffGap, columns: number) => (
    <tr key={`gap-${gapKey(gap)}`} className="gap">
      <td colSpan={columns}>
        <Button size="small" onClick={() => unfold(gap)}>
          Show {plural(gap.lines.length, 'unchanged line')}
        </Button>
      </td>
    </tr>
  )

  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {plural(added, 'line')} added, {removed} removed
      </Typography>
      <Box
        ref={table}
        tabIndex={0}
        role="region"
        aria-label={label}
        sx={(theme) => ({
          overflowX: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          '& table': { borderCollapse: 'collapse', width: '100%', tableLayout: 'fixed' },
          '& td': {
            fontFamily: 'monospace',
            fontSize: '0.8125rem',
            lineHeight: 1.5,
            verticalAlign: 'top',
            px: 0.5,
          },
          '& td.number': { width: '3.5em', textAlign: 'right', color: 'text.secondary', userSelect: 'none' },
          '& td.marker': { width: '1.5em', textAlign: 'center', userSelect: 'none' },
          '& td.text': { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
          '& .added': { bgcolor: alpha(theme.palette.success.main, 0.16) },
          '& .removed': { bgcolor: alpha(theme.palette.error.main, 0.16) },
          '& tr.gap td': { bgcolor: 'action.hover', fontFamily: 'inherit' },
        })}
      >
        <table>
          {mode === 'unified' ? (
            <UnifiedBody rows={shown} gapRow={gapRow} />
          ) : (
            <SideBySideBody rows={shown} gapRow={gapRow} />
          )}
        </table>
      </Box>
    </Box>
  )
}

type BodyProps<Row> = { rows: readonly Row[]; gapRow(gap: DiffGap, columns: number): ReactNode }

const markers = { same: '', added: '+', removed: '−' } as const
const spoken = { same: '', added: 'Added', removed: 'Removed' } as const

function Marker({ line }: { line: DiffLine | undefined }) {
  if (!line || line.kind === 'same') return <td className="marker" />
  return (
    <td className={`marker ${line.kind}`}>
      <span aria-hidden>{markers[line.kind]}</span>
      <Box component="span" sx={visuallyHidden}>
        {spoken[line.kind]}
      </Box>
    </td>
  )
}

function UnifiedBody({ rows, gapRow }: BodyProps<UnifiedRow>) {
  return (
    <tbody>
      {rows.map((row, index) =>
        row.kind === 'gap' ? (
          gapRow(row, 4)
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: a diff's rows have no identity beyond their place
          <tr key={index} className={row.kind}>
            <td className="number">{row.oldNumber}</td>
            <td className="number">{row.newNumber}</td>
            <Marker line={row} />
            <td className="text">{row.text}</td>
          </tr>
        ),
      )}
    </tbody>
  )
}

function SideBySideBody({ rows, gapRow }: BodyProps<UnifiedRow>) {
  const pairs = sideBySideRows(rows)
  const side = (line: DiffLine | undefined, number: number | undefined) => (
    <Fragment>
      <td className={`number ${line?.kind ?? ''}`}>{number}</td>
      <Marker line={line} />
      <td className={`text ${line?.kind ?? ''}`}>{line?.text}</td>
    </Fragment>
  )
  return (
    <tbody>
      {pairs.map((row, index) =>
        row.kind === 'gap' ? (
          gapRow(row, 6)
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: a diff's rows have no identity beyond their place
          <tr key={index}>
            {side(row.left, row.left?.oldNumber)}
            {side(row.right, row.right?.newNumber)}
          </tr>
        ),
      )}
    </tbody>
  )
}
