import Box from '@mui/material/Box'
import { lazy, Suspense, useEffect } from 'react'
import type { BinEditorProps } from './BinEditor.tsx'
import { loadBinEditor } from './code-mirror.ts'
import { EditorHint } from './EditorHint.tsx'
import { EditorSkeleton } from './EditorSkeleton.tsx'
import { loadLanguage } from './editor-languages.ts'

const BinEditor = lazy(() => loadBinEditor().then((m) => ({ default: m.BinEditor })))

// As much of a text as a screen shows; the editor shows the rest a moment later.
const START_LINES = 150
const START_CHARACTERS = 12_000

/** A text to read before the editor arrives: as its page's preview showed it, in the editor's place. */
function TextStart({ value, label }: { value: string; label?: string }) {
  return (
    <Box
      component="pre"
      aria-label={label}
      sx={{
        m: 0,
        minHeight: 320,
        px: 1,
        py: 0.5,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        font: '14px/1.4 monospace',
        whiteSpace: 'pre',
      }}
    >
      {value.split('\n', START_LINES).join('\n').slice(0, START_CHARACTERS)}
    </Box>
  )
}

/** The code editor, fetched on first use as a chunk of its own; its place is held at its size meanwhile. */
export function LazyBinEditor(props: BinEditorProps) {
  // The highlighting's chunk is asked for beside the editor's, not after it.
  useEffect(() => {
    loadLanguage(props.language).catch(() => {})
  }, [props.language])
  const frame = props.readOnly ? (
    <TextStart value={props.value} label={props.label} />
  ) : (
    <Box>
      <EditorSkeleton />
      <EditorHint saveHint={props.saveHint} />
    </Box>
  )
  return (
    <Suspense fallback={frame}>
      <BinEditor {...props} placeholder={frame} />
    </Suspense>
  )
}
