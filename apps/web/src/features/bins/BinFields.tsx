import Box from '@mui/material/Box'
import {
  BIN_TITLE_MAX,
  BIN_TITLE_TOO_BIG_MESSAGE,
  type BinLanguage,
  type BinVisibility,
  binLanguages,
  languageLabels,
  oneLineTitle,
  titleLengthProblem,
  visibilityLabels,
} from '@one/contract/bins'
import { countGraphemes } from '@one/contract/graphemes'
import { type ClipboardEvent, useId, useLayoutEffect, useRef } from 'react'
import { Labelled, NativeSelect, outlined } from './NativeField.tsx'
import { pasteIntoTitle } from './title-paste.ts'

type Props = {
  title: string
  onTitleChange(title: string): void
  language: BinLanguage | 'auto'
  onLanguageChange(language: BinLanguage | 'auto'): void
  /** What Auto stands for now; without it, Auto is not offered. */
  guessed?: BinLanguage
  visibility: BinVisibility
  onVisibilityChange(visibility: BinVisibility): void
  disabled?: boolean
}

const visibilityChoices = Object.entries(visibilityLabels) as [BinVisibility, string][]

/** The title's length in characters as people see them, and why it is too long, if it is. */
function titleHelp(title: string): { tooLong: boolean; text: string } {
  const problem = titleLengthProblem(title)
  // Past the byte ceiling, counting every character would take long and tell nothing more.
  if (problem === BIN_TITLE_TOO_BIG_MESSAGE) return { tooLong: true, text: problem }
  const length = `${countGraphemes(title)}/${BIN_TITLE_MAX}`
  return { tooLong: problem !== undefined, text: problem ? `${problem} (${length})` : length }
}

/** A bin's title (with its length), language and visibility: the same fields to create and to edit. */
export function BinFields(props: Props) {
  const { title, language, guessed, visibility, disabled } = props
  const help = titleHelp(title)
  const titleInput = useRef<HTMLInputElement>(null)
  const caretAfterPaste = useRef<number>(undefined)
  useLayoutEffect(() => {
    if (caretAfterPaste.current === undefined || !titleInput.current) return
    titleInput.current.setSelectionRange(caretAfterPaste.current, caretAfterPaste.current)
    caretAfterPaste.current = undefined
  })
  // A title is one line (the contract's rule): pasted line breaks and tabs become spaces.
  const pasteTitle = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text/plain')
    if (pasted === oneLineTitle(pasted)) return
    event.preventDefault()
    const input = event.currentTarget
    const start = input.selectionStart ?? title.length
    const pastedInto = pasteIntoTitle(title, start, input.selectionEnd ?? start, pasted)
    caretAfterPaste.current = pastedInto.caret
    props.onTitleChange(pastedInto.title)
  }
  const ids = useId()
  return (
    <Box
      sx={{
        display: { xs: 'flex', sm: 'grid' },
        flexDirection: 'column',
        // Columns of their own, not a row that the selects push along: a slow phone paints the page
        // before its HTML is all read, and the language select must not move when the visibility
        // select arrives beside it.
        gridTemplateColumns: 'minmax(0, 1fr) minmax(180px, max-content) minmax(130px, max-content)',
        alignItems: { sm: 'start' },
        gap: 2,
      }}
    >
      <Labelled id={`${ids}-title`} label="Title">
        <Box
          component="input"
          id={`${ids}-title`}
          name="title"
          ref={titleInput}
          value={title}
          placeholder="Untitled (a file name like App.vue also sets the language)"
          onChange={(event) => props.onTitleChange(oneLineTitle(event.currentTarget.value))}
          onPaste={pasteTitle}
          disabled={disabled}
          aria-invalid={help.tooLong}
          aria-describedby={`${ids}-help`}
          autoComplete="off"
          sx={[outlined, { width: '100%' }]}
        />
        <Box
          id={`${ids}-help`}
          sx={{
            m: '3px 14px 0',
            typography: 'caption',
            color: help.tooLong ? 'error.main' : 'text.secondary',
          }}
        >
          {help.text}
        </Box>
      </Labelled>
      <NativeSelect
        id={`${ids}-language`}
        label="Language"
        value={language}
        options={[
          ...(guessed ? [['auto', `Auto (${languageLabels[guessed]})`] as const] : []),
          ...binLanguages.map((id) => [id, languageLabels[id]] as const),
        ]}
        onChange={props.onLanguageChange}
        disabled={disabled}
      />
      <NativeSelect
        id={`${ids}-visibility`}
        label="Visibility"
        value={visibility}
        options={visibilityChoices}
        onChange={props.onVisibilityChange}
        disabled={disabled}
      />
    </Box>
  )
}
