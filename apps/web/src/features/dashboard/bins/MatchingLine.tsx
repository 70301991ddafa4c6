import Box from '@mui/material/Box'
import type { BinMatch } from '@one/contract/bin-search'
import { Fragment } from 'react'

/** Where a found bin matches: the line's number and text, the searched words marked. */
export function MatchingLine({ match }: { match: NonNullable<BinMatch> }) {
  const parts: { from: number; text: string; marked: boolean }[] = []
  let at = 0
  for (const { start, end } of match.ranges) {
    if (start > at) parts.push({ from: at, text: match.text.slice(at, start), marked: false })
    parts.push({ from: start, text: match.text.slice(start, end), marked: true })
    at = end
  }
  if (at < match.text.length) parts.push({ from: at, text: match.text.slice(at), marked: false })
  return (
    <Box
      component="span"
      aria-label={`Line ${match.line}: ${match.text.trim()}`}
      sx={{
        display: 'block',
        fontFamily: 'monospace',
        fontSize: '0.8125rem',
        color: 'text.secondary',
        whiteSpace: 'pre',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
      }}
    >
      <Box component="span" aria-hidden sx={{ color: 'text.disabled', mr: 1 }}>
        {match.line}
      </Box>
      <span aria-hidden>
        {parts.map((part) =>
          part.marked ? (
            <Box
              component="mark"
              key={part.from}
              sx={{ bgcolor: 'warning.light', color: 'text.primary', borderRadius: 0.5 }}
            >
              {part.text}
            </Box>
          ) : (
            <Fragment key={part.from}>{part.text}</Fragment>
          ),
        )}
      </span>
    </Box>
  )
}
