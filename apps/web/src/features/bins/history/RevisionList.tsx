import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import type { BinRevisionSummary } from '@one/contract/bin-revisions'
import { Time } from '../../../components/Time.tsx'
import { visuallyHidden } from '../../../lib/visually-hidden.ts'

type Props = {
  revisions: readonly BinRevisionSummary[]
  latest: number
  /** The revision the diff shows. */
  selected: number
  /** The revision that takes the focus when it appears: the first of a page loaded on request. */
  focusOn?: number
  onSelect(number: number): void
  /** Only for the owner. */
  onRestore?: (number: number) => void
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`

/** A bin's revisions, the newest first: picking one shows what it changed. */
export function RevisionList({ revisions, latest, selected, focusOn, onSelect, onRestore }: Props) {
  return (
    <List
      dense
      aria-label="Revisions"
      disablePadding
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      {revisions.map((revision) => {
        const { number } = revision
        const restorable = onRestore && number !== latest
        return (
          <ListItem
            key={number}
            disablePadding
            divider
            secondaryAction={
              restorable && (
                <Button
                  size="small"
                  aria-label={`Restore revision ${number}`}
                  onClick={() => onRestore(number)}
                >
                  Restore
                </Button>
              )
            }
          >
            <ListItemButton
              autoFocus={number === focusOn}
              selected={number === selected}
              aria-current={number === selected ? 'true' : undefined}
              onClick={() => onSelect(number)}
              sx={restorable ? { pr: 12 } : undefined}
            >
              <ListItemText
                primary={
                  <>
                    Revision {number}
                    {number === latest && <Chip size="small" label="Current" sx={{ ml: 1, height: 20 }} />}
                  </>
                }
                secondary={<RevisionFacts revision={revision} />}
              />
            </ListItemButton>
          </ListItem>
        )
      })}
    </List>
  )
}

function RevisionFacts({ revision }: { revision: BinRevisionSummary }) {
  const { at, author, linesAdded, linesRemoved } = revision
  return (
    <>
      <Time value={at} />
      {' · '}
      {author?.name ?? 'Deleted account'}
      {' · '}
      <Box component="span" sx={visuallyHidden}>
        {`${plural(linesAdded, 'line')} added, ${linesRemoved} removed`}
      </Box>
      <span aria-hidden>
        <Box component="span" sx={{ color: 'success.main' }}>
          +{linesAdded}
        </Box>{' '}
        <Box component="span" sx={{ color: 'error.main' }}>
          −{linesRemoved}
        </Box>
      </span>
    </>
  )
}
