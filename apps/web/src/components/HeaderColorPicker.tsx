import UndoIcon from '@mui/icons-material/Undo'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import ButtonBase from '@mui/material/ButtonBase'
import { DEFAULT_HEADER_COLOR as DEFAULT, headerSwatches } from '../lib/theme/colors.ts'
import { useSettings } from '../stores/settings-store.ts'

const SWATCH = 28
const GAP = 8

/**
 * Swatches for the header strip colour (FACTS 9.3); a choice applies at once. At most `columns` to a
 * row, fewer where the room is narrower (a phone).
 */
export function HeaderColorPicker({ columns = 10 }: { columns?: number }) {
  const color = useSettings((s) => s.settings.one.colors.primary)
  const update = useSettings((s) => s.update)
  const choose = (value: string) =>
    update((d) => {
      d.one.colors.primary = value
    })
  return (
    <Box>
      <Box
        role="radiogroup"
        aria-label="Header color"
        sx={{
          display: 'grid',
          gridTemplateColumns: `repeat(auto-fill, ${SWATCH}px)`,
          gap: `${GAP}px`,
          maxWidth: columns * SWATCH + (columns - 1) * GAP,
        }}
      >
        {headerSwatches.map((swatch) => (
          <ButtonBase
            key={swatch}
            role="radio"
            aria-checked={color === swatch}
            aria-label={swatch}
            onClick={() => choose(swatch)}
            sx={{
              width: SWATCH,
              height: SWATCH,
              borderRadius: '50%',
              bgcolor: swatch,
              outline: color === swatch ? 2 : 0,
              outlineColor: 'text.primary',
              outlineOffset: 2,
              border: 1,
              borderColor: 'divider',
            }}
          />
        ))}
      </Box>
      <Button
        size="small"
        startIcon={<UndoIcon />}
        disabled={color === DEFAULT}
        onClick={() => choose(DEFAULT)}
        sx={{ mt: 1 }}
      >
        Revert to Default
      </Button>
    </Box>
  )
}
