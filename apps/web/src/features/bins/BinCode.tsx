import Box from '@mui/material/Box'
import { useTheme } from '@mui/material/styles'
import type { BinLanguage } from '@one/contract/bins'
import { useMemo } from 'react'
import { codeColors } from './code-colors.ts'
import type { CodeSpan } from './highlight-code.ts'
import { useHighlightedLines } from './use-highlighted-lines.ts'

type Props = { value: string; language: BinLanguage; wordWrap: boolean; label: string }

function Line({ spans }: { spans: CodeSpan[] }) {
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
}

/**
 * A bin to read: numbered lines, highlighted once the language's parser has read them (plain text
 * until then), selectable and found by the browser's own search. A reader's page needs no editor.
 */
export function BinCode({ value, language, wordWrap, label }: Props) {
  const highlighted = useHighlightedLines(value, language)
  const lines = useMemo(
    () => highlighted ?? value.split('\n').map((line): CodeSpan[] => (line ? [[line, '']] : [])),
    [highlighted, value],
  )
  const dark = useTheme().palette.mode === 'dark'
  const gutter = `${String(lines.length).length + 2}ch`
  return (
    <Box
      component="pre"
      data-testid="bin-code"
      data-language={language}
      data-highlighted={highlighted ? '' : undefined}
      aria-label={label}
      // Scrolls with the keyboard like any long region.
      tabIndex={0}
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
        '& > div': { pl: gutter, pr: 1, textIndent: `-${gutter}` },
        '& > div::before': {
          counterIncrement: 'line',
          content: 'counter(line)',
          display: 'inline-block',
          width: gutter,
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
      {lines.map((spans, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a line is its place in the text
        <div key={index} data-line="">
          <Line spans={spans} />
        </div>
      ))}
    </Box>
  )
}
