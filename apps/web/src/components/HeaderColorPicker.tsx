import UndoIcon from '@mui/icons-material/Undo'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import ButtonBase from '@mui/material/ButtonBase'
import { DEFAULT_HEADER_COLOR as DEFAULT, headerSwatches } from '../lib/theme/colors.ts'
import { useSettings } from '../stores/settings-store.ts'

/** Swatches for the header strip colour (FACTS 9.3); a choice applies at once. */
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
        sx={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, 28px)`, gap: 1 }}
      >
        {headerSwatches.map((swatch) => (
          <ButtonBase
            key={swatch}
            role="radio"
            aria-checked={color === swatch}
            aria-label={swatch}
            onClick={() => choose(swatch)}
            sx={{
              width: 28,
              height: 28,
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
