import Box from '@mui/material/Box'
import { lazy, Suspense } from 'react'
import type { BinEditorProps } from './BinEditor.tsx'

export const loadBinEditor = () => import('./BinEditor.tsx')

const BinEditor = lazy(() => loadBinEditor().then((m) => ({ default: m.BinEditor })))

/** Holds the editor's place while its chunk arrives, at the size it will have. */
export function EditorSkeleton({ label = 'Loading the editor' }: { label?: string }) {
  return (
    <Box
      role="progressbar"
      aria-label={label}
      sx={{ height: 322, borderRadius: 1, bgcolor: 'action.hover', border: 1, borderColor: 'divider' }}
    />
  )
}

/** The code editor, fetched on first use as a chunk of its own. */
export function LazyBinEditor(props: BinEditorProps) {
  return (
    <Suspense fallback={<EditorSkeleton />}>
      <BinEditor {...props} />
    </Suspense>
  )
}
