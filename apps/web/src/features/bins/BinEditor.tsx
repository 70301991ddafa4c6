import type { Extension } from '@codemirror/state'
import Box from '@mui/material/Box'
import { useTheme } from '@mui/material/styles'
import type { BinLanguage } from '@one/contract/bins'
import { type ReactNode, useEffect, useState } from 'react'
import { EditorHint } from './EditorHint.tsx'
import { loadLanguage } from './editor-languages.ts'
import { type CodeEditorOptions, useCodeEditor } from './use-code-editor.ts'

export type BinEditorProps = {
  value: string
  onChange?(value: string): void
  language: BinLanguage
  wordWrap: boolean
  /** The accessible name of the text area. */
  label: string
  /** What Ctrl/Cmd+S does here, said under the editor. */
  saveHint?: string
  /** What holds the editor's place until it is on the page. */
  placeholder?: ReactNode
} & Pick<CodeEditorOptions, 'takeOver' | 'onReady'>

/** The highlighting of `language` (null for plain text), or undefined while its chunk is on its way. */
function useLanguageExtension(language: BinLanguage): Extension | null | undefined {
  const [loaded, setLoaded] = useState<{ language: BinLanguage; extension: Extension | null }>()
  useEffect(() => {
    let live = true
    loadLanguage(language).then(
      (extension) => live && setLoaded({ language, extension }),
      (error: unknown) => {
        console.warn(`Could not load the ${language} highlighting:`, error)
        if (live) setLoaded({ language, extension: null })
      },
    )
    return () => {
      live = false
    }
  }, [language])
  // A language chosen later keeps the old highlighting until the new one arrives.
  return loaded?.extension
}

/**
 * CodeMirror with line numbers, the bin's highlighting, the user's word wrap and the app's light or
 * dark look. Tab indents; Escape then Tab leaves the editor (CodeMirror's own escape). A reader's
 * page shows `BinCode` instead.
 */
export function BinEditor(props: BinEditorProps) {
  const { value, onChange, language, wordWrap, label, saveHint, placeholder, takeOver, onReady } = props
  const dark = useTheme().palette.mode === 'dark'
  const highlighting = useLanguageExtension(language)
  const { host, ready } = useCodeEditor({
    value,
    onChange,
    language: highlighting,
    wordWrap,
    label,
    dark,
    takeOver,
    onReady,
  })
  return (
    <Box>
      {!ready && placeholder}
      <Box
        ref={host}
        hidden={!ready}
        data-testid="bin-editor"
        data-language={language}
        sx={{
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          overflow: 'hidden',
          '& .cm-editor.cm-focused': { outline: 'none' },
          '&:focus-within': { borderColor: 'primary.main' },
        }}
      />
      {ready && <EditorHint saveHint={saveHint} />}
    </Box>
  )
}
