import LockIcon from '@mui/icons-material/LockOutlined'
import PublicIcon from '@mui/icons-material/PublicOutlined'
import Box from '@mui/material/Box'
import type { Theme } from '@mui/material/styles'
import {
  BIN_TITLE_MAX,
  BIN_TITLE_TOO_BIG_MESSAGE,
  type BinLanguage,
  type BinVisibility,
  binLanguages,
  languageLabels,
  oneLineTitle,
  titleLengthProblem,
} from '@one/contract/bins'
import { countGraphemes } from '@one/contract/graphemes'
import { type ClipboardEvent, type ReactNode, useId, useLayoutEffect, useRef } from 'react'
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
  const ids = useId()
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { sm: 'flex-start' },
        gap: 2,
      }}
    >
      <Labelled id={`${ids}-title`} label="Title" sx={{ flex: 1 }}>
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
      <Labelled id={`${ids}-language`} label="Language" sx={{ minWidth: 180 }} arrow>
        <Box
          component="select"
          id={`${ids}-language`}
          value={language}
          disabled={disabled}
          onChange={(event) => props.onLanguageChange(event.currentTarget.value as BinLanguage | 'auto')}
          sx={[outlined, { width: '100%', appearance: 'none', pr: 4, cursor: 'pointer' }]}
        >
          {guessed && <option value="auto">Auto ({languageLabels[guessed]})</option>}
          {binLanguages.map((id) => (
            <option key={id} value={id}>
              {languageLabels[id]}
            </option>
          ))}
        </Box>
      </Labelled>
      <Box role="group" aria-label="Visibility" sx={{ display: 'flex', flex: 'none' }}>
        <VisibilityButton
          pressed={visibility === 'public'}
          disabled={disabled}
          onClick={() => props.onVisibilityChange('public')}
        >
          <PublicIcon fontSize="small" /> Public
        </VisibilityButton>
        <VisibilityButton
          pressed={visibility === 'private'}
          disabled={disabled}
          onClick={() => props.onVisibilityChange('private')}
        >
          <LockIcon fontSize="small" /> Private
        </VisibilityButton>
      </Box>
    </Box>
  )
}

// Native fields drawn as MUI's small outlined ones: MUI's text field, select and toggle buttons cost the
// first screen about 50 KB of gzip with their menus, popovers and transitions (issue 26).
const outlined = (theme: Theme) => ({
  display: 'block',
  height: 40,
  boxSizing: 'border-box',
  m: 0,
  px: 1.75,
  font: 'inherit',
  color: 'text.primary',
  bgcolor: 'transparent',
  border: 1,
  borderColor: theme.palette.mode === 'dark' ? 'rgba(255, 255, 255, 0.23)' : 'rgba(0, 0, 0, 0.23)',
  borderRadius: 1,
  '&::placeholder': { color: 'text.secondary', opacity: 0.7 },
  '&:hover:not(:disabled)': { borderColor: 'text.primary' },
  '&[aria-invalid="true"]': { borderColor: 'error.main' },
  '&:focus': {
    outline: 'none',
    borderColor: 'primary.main',
    boxShadow: `inset 0 0 0 1px ${theme.palette.primary.main}`,
  },
  '&:disabled': { color: 'text.disabled', borderColor: 'action.disabled', cursor: 'default' },
  '& option': { bgcolor: 'background.paper', color: 'text.primary' },
})

/** A field with its label on its outline, as MUI's outlined fields have it. */
function Labelled(props: { id: string; label: string; sx: object; arrow?: boolean; children: ReactNode }) {
  return (
    <Box
      sx={[
        {
          position: 'relative',
          '&:focus-within > label': { color: 'primary.main' },
          ...(props.arrow && {
            // The select's arrow: the native one is drawn in the system's colours.
            '&::after': {
              content: '""',
              position: 'absolute',
              right: 14,
              top: 20,
              mt: '-2px',
              borderStyle: 'solid',
              borderWidth: '5px 5px 0',
              borderColor: 'transparent',
              borderTopColor: 'action.active',
              pointerEvents: 'none',
            },
          }),
        },
        props.sx,
      ]}
    >
      <Box
        component="label"
        htmlFor={props.id}
        sx={{
          position: 'absolute',
          left: 9,
          top: 0,
          px: 0.625,
          transform: 'translateY(-50%)',
          fontSize: 12,
          lineHeight: 1,
          color: 'text.secondary',
          bgcolor: 'background.default',
          pointerEvents: 'none',
        }}
      >
        {props.label}
      </Box>
      {props.children}
    </Box>
  )
}

function VisibilityButton(props: {
  pressed: boolean
  disabled?: boolean | undefined
  onClick(): void
  children: ReactNode
}) {
  return (
    <Box
      component="button"
      type="button"
      aria-pressed={props.pressed}
      disabled={props.disabled}
      onClick={props.onClick}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        m: 0,
        px: 1.5,
        py: '7px',
        typography: 'button',
        fontSize: '0.8125rem',
        lineHeight: 1.75,
        color: props.pressed ? 'text.primary' : 'action.active',
        bgcolor: props.pressed ? 'action.selected' : 'transparent',
        border: 1,
        borderColor: 'divider',
        cursor: 'pointer',
        '&:first-of-type': { borderRadius: '4px 0 0 4px' },
        '&:last-of-type': { borderRadius: '0 4px 4px 0', ml: '-1px' },
        '&:hover:not(:disabled)': { bgcolor: props.pressed ? 'action.selected' : 'action.hover' },
        '&:focus-visible': {
          outline: 2,
          outlineColor: 'primary.main',
          outlineStyle: 'solid',
          outlineOffset: -2,
        },
        '&:disabled': { color: 'action.disabled', cursor: 'default' },
      }}
    >
      {props.children}
    </Box>
  )
}
