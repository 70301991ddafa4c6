import Box from '@mui/material/Box'
import { lazy, Suspense, useEffect } from 'react'
import type { BinEditorProps } from './BinEditor.tsx'
import { loadBinEditor } from './code-mirror.ts'
import { EditorHint } from './EditorHint.tsx'
import { EditorSkeleton } from './EditorSkeleton.tsx'
import { loadLanguage } from './editor-languages.ts'

const BinEditor = lazy(() => loadBinEditor().then((m) => ({ default: m.BinEditor })))

/** The code editor, fetched on first use as a chunk of its own; its place is held at its size meanwhile. */
export function LazyBinEditor(props: BinEditorProps) {
  // The highlighting's chunk is asked for beside the editor's, not after it.
  useEffect(() => {
    loadLanguage(props.language).catch(() => {})
  }, [props.language])
  const frame = (
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
