import Box from '@mui/material/Box'
import { useTheme } from '@mui/material/styles'
import type { BinLanguage } from '@one/contract/bins'
import CodeMirror, { EditorView, type Extension } from '@uiw/react-codemirror'
import { useEffect, useMemo, useState } from 'react'
import { EditorHint } from './EditorHint.tsx'
import { loadLanguage } from './editor-languages.ts'

export type BinEditorProps = {
  value: string
  onChange?(value: string): void
  language: BinLanguage
  wordWrap: boolean
  /** The accessible name of the text area. */
  label: string
  readOnly?: boolean
  /** What Ctrl/Cmd+S does here, said under an editable editor. */
  saveHint?: string
}

/** The highlighting of `language`, once its chunk has arrived (none for plain text). */
function useLanguageExtension(language: BinLanguage): Extension | null {
  const [loaded, setLoaded] = useState<{ language: BinLanguage; extension: Extension | null }>()
  useEffect(() => {
    let live = true
    loadLanguage(language).then(
      (extension) => live && setLoaded({ language, extension }),
      (error: unknown) => console.warn(`Could not load the ${language} highlighting:`, error),
    )
    return () => {
      live = false
    }
  }, [language])
  return loaded?.language === language ? loaded.extension : null
}

/**
 * CodeMirror with line numbers, the bin's highlighting, the user's word wrap and the app's light or
 * dark look. Tab indents while editing; Escape then Tab leaves the editor (CodeMirror's own escape).
 */
export function BinEditor(props: BinEditorProps) {
  const { value, onChange, language, wordWrap, label, readOnly = false, saveHint } = props
  const dark = useTheme().palette.mode === 'dark'
  const highlighting = useLanguageExtension(language)
  const extensions = useMemo(
    () => [
      ...(highlighting ? [highlighting] : []),
      ...(wordWrap ? [EditorView.lineWrapping] : []),
      EditorView.contentAttributes.of({ 'aria-label': label }),
    ],
    [highlighting, wordWrap, label],
  )
  return (
    <Box>
      <Box
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
      >
        <CodeMirror
          value={value}
          onChange={onChange}
          readOnly={readOnly}
          indentWithTab={!readOnly}
          theme={dark ? 'dark' : 'light'}
          minHeight="320px"
          maxHeight="70vh"
          basicSetup={{ lineNumbers: true, foldGutter: true, highlightActiveLine: !readOnly }}
          extensions={extensions}
        />
      </Box>
      {!readOnly && <EditorHint saveHint={saveHint} />}
    </Box>
  )
}
