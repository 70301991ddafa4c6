import Box from '@mui/material/Box'
import { useTheme } from '@mui/material/styles'
import { type KeyboardEvent, type Ref, useRef } from 'react'

// CodeMirror's own measures (its base theme, one-dark and editor-setup.ts), so that the editor takes the
// field's place with the text where it was: 16 px monospace at 1.4, lines padded 4 px from the top and
// 6 px from the gutter, a gutter of line numbers (at least 20 px) and a 12 px folding column.
const lineHeight = 1.4
const colors = {
  dark: { text: '#abb2bf', background: '#282c34', gutter: '#282c34', numbers: '#7d8799', line: 'none' },
  light: {
    text: 'inherit',
    background: '#fff',
    gutter: '#f5f5f5',
    numbers: '#6c6c6c',
    line: '1px solid #ddd',
  },
}

type Props = {
  value: string
  onChange(value: string): void
  /** The first focus, pointer-down, key or paste: the moment to fetch the real editor. */
  onIntent(): void
  label: string
  wordWrap: boolean
  fieldRef: Ref<HTMLTextAreaElement>
}

/**
 * The bin's text in a plain text field drawn as the code editor is drawn: typing, pasting and the
 * keyboard work before CodeMirror has arrived, and CodeMirror then takes its place.
 */
export function CodeField({ value, onChange, onIntent, label, wordWrap, fieldRef }: Props) {
  const look = colors[useTheme().palette.mode]
  const numbers = useRef<HTMLDivElement>(null)
  const escaped = useRef(false)
  const lines = countLines(value)

  // Tab indents as in the editor; Escape then Tab moves on.
  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    onIntent()
    const leaving = escaped.current
    escaped.current = event.key === 'Escape'
    if (event.key !== 'Tab' || event.shiftKey || event.ctrlKey || event.altKey || event.metaKey || leaving)
      return
    event.preventDefault()
    const field = event.currentTarget
    // insertText keeps the field's own undo history; setRangeText is the fallback where it is missing.
    if (!document.execCommand?.('insertText', false, '  ')) {
      field.setRangeText('  ', field.selectionStart, field.selectionEnd, 'end')
      onChange(field.value)
    }
  }

  return (
    <Box
      data-testid="code-field"
      sx={{
        display: 'flex',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: look.background,
        fontFamily: 'monospace',
        fontSize: 16,
        lineHeight,
        '&:focus-within': { borderColor: 'primary.main' },
      }}
    >
      <Box
        aria-hidden
        sx={{
          flex: 'none',
          display: 'flex',
          bgcolor: look.gutter,
          borderRight: look.line,
          overflow: 'hidden',
        }}
      >
        <Box
          ref={numbers}
          sx={{
            pt: '4px',
            pl: '5px',
            pr: '3px',
            minWidth: `max(20px, calc(${String(lines).length}ch + 8px))`,
            boxSizing: 'border-box',
            textAlign: 'right',
            whiteSpace: 'pre',
            color: look.numbers,
          }}
        >
          {lineNumbers(lines)}
        </Box>
        <Box sx={{ width: 11.8 }} />
      </Box>
      <Box
        component="textarea"
        ref={fieldRef}
        name="content"
        value={value}
        aria-label={label}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        onChange={(event) => onChange(event.currentTarget.value)}
        onFocus={onIntent}
        onPointerDown={onIntent}
        onPaste={onIntent}
        onKeyDown={keyDown}
        onScroll={(event) => {
          if (numbers.current)
            numbers.current.style.transform = `translateY(${-event.currentTarget.scrollTop}px)`
        }}
        sx={{
          flex: 1,
          minWidth: 0,
          m: 0,
          border: 0,
          outline: 'none',
          resize: 'none',
          p: '4px 2px 4px 6px',
          boxSizing: 'border-box',
          // The editor grows with its text from 320 px to 70% of the window, then scrolls within.
          fieldSizing: 'content',
          minHeight: 320,
          maxHeight: '70vh',
          overflow: 'auto',
          font: 'inherit',
          color: look.text,
          bgcolor: 'transparent',
          tabSize: 4,
          whiteSpace: wordWrap ? 'pre-wrap' : 'pre',
          overflowWrap: wordWrap ? 'anywhere' : 'normal',
        }}
      />
    </Box>
  )
}

function countLines(text: string): number {
  let lines = 1
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) lines++
  return lines
}

function lineNumbers(lines: number): string {
  let text = '1'
  for (let line = 2; line <= lines; line++) text += `\n${line}`
  return text
}
