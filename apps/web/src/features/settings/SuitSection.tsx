import CloseIcon from '@mui/icons-material/Close'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import FormControl from '@mui/material/FormControl'
import IconButton from '@mui/material/IconButton'
import InputAdornment from '@mui/material/InputAdornment'
import MenuItem from '@mui/material/MenuItem'
import Select from '@mui/material/Select'
import Typography from '@mui/material/Typography'
import {
  suitElements as elementIds,
  type ReleaseTheme,
  type SuitElement,
} from '@one/contract/settings/schema'
import { useSettings } from '../../stores/settings-store.ts'
import { SettingRow } from './SettingRow.tsx'
import { suitElements, suits } from './suits/suit-art.ts'

const PLACEHOLDER = 'Choose a page suit'

/** Page suits (FACTS 10.6): on or off, which suit, and which parts of the page wear it. */
export function SuitSection({ subscriber }: { subscriber: boolean }) {
  const { enabled, suit, elements } = useSettings((s) => s.settings.one.suits)
  const update = useSettings((s) => s.update)
  const locked = !subscriber
  const choose = (value: ReleaseTheme | '') =>
    update((d) => {
      d.one.suits.suit = value
    })
  const toggleElement = (element: SuitElement) =>
    update((d) => {
      const chosen = new Set(d.one.suits.elements)
      if (chosen.has(element)) chosen.delete(element)
      else chosen.add(element)
      d.one.suits.elements = elementIds.filter((e) => chosen.has(e))
    })
  return (
    <Box>
      <SettingRow
        title="Enable Page suits"
        description="Customize layout elements with a unique background, styled after one of our themed releases."
        checked={enabled}
        locked={locked}
        onChange={(value) =>
          update((d) => {
            d.one.suits.enabled = value
          })
        }
      />
      {enabled && !locked && (
        <Box sx={{ pb: 1 }}>
          {/* FACTS 10.6: the placeholder is the first option, disabled, and the only label shown. */}
          <FormControl fullWidth size="small" sx={{ mb: 2 }}>
            <Select
              value={suit}
              displayEmpty
              inputProps={{ 'aria-label': 'Page suit' }}
              onChange={(event) => choose(event.target.value as ReleaseTheme | '')}
              renderValue={(value) =>
                suits.find((s) => s.id === value)?.title ?? (
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    {PLACEHOLDER}
                  </Box>
                )
              }
              endAdornment={
                suit && (
                  <InputAdornment position="end" sx={{ mr: 2 }}>
                    <IconButton size="small" aria-label="Clear page suit" onClick={() => choose('')}>
                      <CloseIcon fontSize="small" />
                    </IconButton>
                  </InputAdornment>
                )
              }
            >
              <MenuItem value="" disabled>
                {PLACEHOLDER}
              </MenuItem>
              {suits.map((s) => (
                <MenuItem key={s.id} value={s.id}>
                  {s.title}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            Select your suit elements to display the background image:
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} role="group" aria-label="Suit elements">
            {suitElements.map((element) => {
              const on = elements.includes(element.id)
              return (
                <Chip
                  key={element.id}
                  label={element.title}
                  color={on ? 'primary' : 'default'}
                  variant={on ? 'filled' : 'outlined'}
                  aria-pressed={on}
                  onClick={() => toggleElement(element.id)}
                />
              )
            })}
          </Box>
        </Box>
      )}
    </Box>
  )
}
