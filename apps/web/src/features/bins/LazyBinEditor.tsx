import Box from '@mui/material/Box'
import { lazy, Suspense } from 'react'
import type { BinEditorProps } from './BinEditor.tsx'
import { EditorHint } from './EditorHint.tsx'
import { EditorSkeleton } from './EditorSkeleton.tsx'

export const loadBinEditor = () => import('./BinEditor.tsx')

const BinEditor = lazy(() => loadBinEditor().then((m) => ({ default: m.BinEditor })))

/** The code editor, fetched on first use as a chunk of its own; its place is held at its size meanwhile. */
export function LazyBinEditor(props: BinEditorProps) {
  const frame = (
    <Box>
      <EditorSkeleton />
      {!props.readOnly && <EditorHint saveHint={props.saveHint} />}
    </Box>
  )
  return (
    <Suspense fallback={frame}>
      <BinEditor {...props} />
    </Suspense>
  )
}
