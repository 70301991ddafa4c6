import LockIcon from '@mui/icons-material/LockOutlined'
import PublicIcon from '@mui/icons-material/PublicOutlined'
import FormControl from '@mui/material/FormControl'
import InputLabel from '@mui/material/InputLabel'
import MenuItem from '@mui/material/MenuItem'
import Select from '@mui/material/Select'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import {
  BIN_TITLE_MAX,
  BIN_TITLE_TOO_BIG_MESSAGE,
  type BinLanguage,
  type BinVisibility,
  binLanguages,
  oneLineTitle,
  titleLengthProblem,
} from '@one/contract/bins'
import { countGraphemes } from '@one/contract/graphemes'
import { type ClipboardEvent, useLayoutEffect, useRef } from 'react'
import { languageLabels } from '../../lib/bins/bin-languages.ts'
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
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
      <TextField
        label="Title"
        placeholder="Untitled (a file name like App.vue also sets the language)"
        value={title}
        onChange={(event) => props.onTitleChange(oneLineTitle(event.target.value))}
        inputRef={titleInput}
        slotProps={{ htmlInput: { onPaste: pasteTitle } }}
        disabled={disabled}
        error={help.tooLong}
        helperText={help.text}
        size="small"
        sx={{ flex: 1 }}
      />
      <FormControl size="small" sx={{ minWidth: 180 }} disabled={disabled}>
        <InputLabel id="bin-language-label">Language</InputLabel>
        <Select
          labelId="bin-language-label"
          label="Language"
          value={language}
          onChange={(event) => props.onLanguageChange(event.target.value as BinLanguage | 'auto')}
        >
          {guessed && <MenuItem value="auto">Auto ({languageLabels[guessed]})</MenuItem>}
          {binLanguages.map((id) => (
            <MenuItem key={id} value={id}>
              {languageLabels[id]}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Visibility"
        value={visibility}
        disabled={disabled}
        onChange={(_event, value: BinVisibility | null) => value && props.onVisibilityChange(value)}
      >
        <ToggleButton value="public" sx={{ gap: 0.5, px: 1.5 }}>
          <PublicIcon fontSize="small" /> Public
        </ToggleButton>
        <ToggleButton value="private" sx={{ gap: 0.5, px: 1.5 }}>
          <LockIcon fontSize="small" /> Private
        </ToggleButton>
      </ToggleButtonGroup>
    </Stack>
  )
}
