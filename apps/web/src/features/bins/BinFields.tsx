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
  BIN_TITLE_TOO_LONG_MESSAGE,
  type BinLanguage,
  type BinVisibility,
  binLanguages,
} from '@one/contract/bins'
import { languageLabels } from './bin-languages.ts'

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

/** A bin's title (with its length), language and visibility: the same fields to create and to edit. */
export function BinFields(props: Props) {
  const { title, language, guessed, visibility, disabled } = props
  const tooLong = title.length > BIN_TITLE_MAX
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
      <TextField
        label="Title"
        placeholder="Untitled (a file name like App.vue also sets the language)"
        value={title}
        onChange={(event) => props.onTitleChange(event.target.value)}
        disabled={disabled}
        error={tooLong}
        helperText={
          tooLong
            ? `${BIN_TITLE_TOO_LONG_MESSAGE} (${title.length}/${BIN_TITLE_MAX})`
            : `${title.length}/${BIN_TITLE_MAX}`
        }
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
