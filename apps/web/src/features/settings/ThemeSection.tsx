import LockIcon from '@mui/icons-material/LockOutlined'
import Box from '@mui/material/Box'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Typography from '@mui/material/Typography'
import { premiumThemes } from '@one/contract/settings/rules'
import { type Theme, themes } from '@one/contract/settings/schema'
import { themeLabels, themePalettes } from '../../lib/theme/themes.ts'
import { useSettings } from '../../stores/settings-store.ts'
import { UNLOCK_TEXT } from './premium.ts'
import { SectionHeading } from './SectionHeading.tsx'

const groups: { label: string; themes: Theme[] }[] = [
  { label: 'Standard', themes: ['light', 'dark', 'system', 'highContrast'] },
  {
    label: 'Releases',
    themes: themes.filter((t) => !['light', 'dark', 'system', 'highContrast'].includes(t)),
  },
]

function Swatch({ theme }: { theme: Theme }) {
  const palette = themePalettes[theme === 'system' ? 'dark' : theme]
  const half = theme === 'system' ? themePalettes.light : palette
  return (
    <Box
      aria-hidden
      sx={{
        width: 40,
        height: 40,
        borderRadius: 1,
        flexShrink: 0,
        border: 1,
        borderColor: 'divider',
        background: `linear-gradient(135deg, ${half.background} 50%, ${palette.background} 50%)`,
        position: 'relative',
        '&::after': {
          content: '""',
          position: 'absolute',
          inset: '30%',
          borderRadius: '50%',
          background: palette.primary,
        },
      }}
    />
  )
}

/** The theme group: always exactly one choice (spec section 5); premium themes locked for others. */
export function ThemeSection({ subscriber }: { subscriber: boolean }) {
  const current = useSettings((s) => s.settings.one.theme)
  const chooseTheme = useSettings((s) => s.chooseTheme)
  return (
    <section aria-label="Theme">
      <SectionHeading
        title="Theme"
        text="Customize your documentation experience with light and dark themes, as well as a combination of both named."
      />
      <RadioGroup
        aria-label="Theme"
        value={current}
        onChange={(_event, value) => chooseTheme(value as Theme)}
      >
        {groups.map((group) => (
          <Box key={group.label} sx={{ mb: 1 }}>
            <Typography variant="overline" color="text.secondary">
              {group.label}
            </Typography>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1 }}>
              {group.themes.map((theme) => {
                const locked = !subscriber && premiumThemes.includes(theme)
                const selected = current === theme
                const label = themeLabels[theme]
                return (
                  <Box
                    key={theme}
                    component="label"
                    sx={{
                      display: 'flex',
                      alignItems: 'center',
                      gap: 1.5,
                      p: 1.5,
                      borderRadius: 2,
                      border: 1,
                      borderColor: selected ? 'primary.main' : 'divider',
                      bgcolor: selected ? 'action.selected' : 'transparent',
                      cursor: locked ? 'not-allowed' : 'pointer',
                      filter: locked ? 'grayscale(1)' : 'none',
                      opacity: locked ? 0.7 : 1,
                    }}
                  >
                    <Swatch theme={theme} />
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                      <Typography sx={{ fontWeight: 500 }}>{label.title}</Typography>
                      <Typography variant="body2" color={locked ? 'warning.main' : 'text.secondary'}>
                        {locked ? (
                          <Box
                            component="span"
                            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
                          >
                            <LockIcon fontSize="inherit" /> {UNLOCK_TEXT}
                          </Box>
                        ) : (
                          label.subtitle
                        )}
                      </Typography>
                    </Box>
                    <Radio
                      value={theme}
                      disabled={locked}
                      slotProps={{ input: { 'aria-label': label.title } }}
                    />
                  </Box>
                )
              })}
            </Box>
          </Box>
        ))}
      </RadioGroup>
    </section>
  )
}
