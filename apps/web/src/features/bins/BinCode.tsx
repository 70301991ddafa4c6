import Box from '@mui/material/Box'
import { useTheme } from '@mui/material/styles'
import type { BinLanguage } from '@one/contract/bins'
import { type CSSProperties, memo, startTransition, useEffect, useMemo, useState } from 'react'
import { codeColors } from './code-colors.ts'
import type { CodeSpan } from './highlight-code.ts'
import { useHighlightedLines } from './use-highlighted-lines.ts'

type Props = { value: string; language: BinLanguage; wordWrap: boolean; label: string }

// Lines added to the page per task: a few hundred lines at once made one long task of a phone's load.
export const LINES_PER_TASK = 100

/** How many of `total` items to show: a first batch, then a batch more per task, restarting with `key`. */
function useInBatches(total: number, key: unknown): number {
  const [shown, setShown] = useState({ key, count: LINES_PER_TASK })
  const count = Math.min(total, shown.key === key ? shown.count : LINES_PER_TASK)
  useEffect(() => {
    if (count >= total) return
    const timer = setTimeout(() => startTransition(() => setShown({ key, count: count + LINES_PER_TASK })), 0)
    return () => clearTimeout(timer)
  }, [count, total, key])
  return count
}

const Line = memo(function Line({ spans }: { spans: CodeSpan[] }) {
  if (spans.length === 0) return <br />
  return spans.map(([text, className], index) =>
    className ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the runs of a line never move
      <span key={index} className={className}>
        {text}
      </span>
    ) : (
      text
    ),
  )
})

/**
 * A bin to read: numbered lines, highlighted once the language's parser has read them (plain text
 * until then), selectable and found by the browser's own search. A reader's page needs no editor.
 * A long text arrives on the page a batch of lines per task, and so does its highlighting.
 */
export function BinCode({ value, language, wordWrap, label }: Props) {
  const highlighted = useHighlightedLines(value, language)
  const plain = useMemo(
    () => value.split('\n').map((line): CodeSpan[] => (line ? [[line, '']] : [])),
    [value],
  )
  const shown = useInBatches(plain.length, plain)
  const coloured = useInBatches(highlighted?.length ?? 0, highlighted)
  const dark = useTheme().palette.mode === 'dark'
  // The line numbers' width, by their digits: a variable of the element, so every bin shares one style
  // (the one the prerendered page has) instead of a new one to make and insert per width (docs/decisions/0007).
  const gutter = { '--gutter': `${String(plain.length).length + 2}ch` } as CSSProperties
  return (
    <Box
      component="pre"
      data-testid="bin-code"
      data-language={language}
      data-highlighted={highlighted && coloured === highlighted.length ? '' : undefined}
      aria-label={label}
      // Scrolls with the keyboard like any long region.
      tabIndex={0}
      style={gutter}
      sx={{
        m: 0,
        minHeight: 320,
        maxHeight: '70vh',
        overflow: 'auto',
        py: 0.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        font: '14px/1.4 monospace',
        whiteSpace: wordWrap ? 'pre-wrap' : 'pre',
        overflowWrap: wordWrap ? 'anywhere' : 'normal',
        counterReset: 'line',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
        '& > div': { pl: 'var(--gutter)', pr: 1, textIndent: 'calc(-1 * var(--gutter))' },
        '& > div::before': {
          counterIncrement: 'line',
          content: 'counter(line)',
          display: 'inline-block',
          width: 'var(--gutter)',
          pr: '1ch',
          boxSizing: 'border-box',
          textAlign: 'right',
          textIndent: 0,
          color: 'text.disabled',
          userSelect: 'none',
        },
        ...codeColors(dark),
      }}
    >
      {plain.slice(0, shown).map((spans, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a line is its place in the text
        <div key={index} data-line="">
          <Line spans={highlighted && index < coloured ? highlighted[index]! : spans} />
        </div>
      ))}
    </Box>
  )
}
