import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Divider from '@mui/material/Divider'
import Typography from '@mui/material/Typography'
import { HeaderColorPicker } from '../../components/HeaderColorPicker.tsx'
import { UnlockNote } from '../../components/UnlockNote.tsx'
import { useSettings } from '../../stores/settings-store.ts'
import { useIsSubscriber } from '../../stores/use-subscriber.ts'
import { SectionHeading } from './SectionHeading.tsx'
import { SettingRow } from './SettingRow.tsx'
import { SuitSection } from './SuitSection.tsx'
import { ThemeSection } from './ThemeSection.tsx'

/**
 * The settings' sections (spec section 2: theme, experience, communication), drawn in the Settings
 * dialog and on the dashboard's Settings tab alike.
 */
export function SettingsPanel() {
  const subscriber = useIsSubscriber()
  const locked = !subscriber
  const one = useSettings((s) => s.settings.one)
  const wordWrap = useSettings((s) => s.settings.ecosystem.bin.wordWrap)
  const update = useSettings((s) => s.update)

  return (
    <>
      <ThemeSection subscriber={subscriber} />
      <SuitSection subscriber={subscriber} />
      <Box component="section" aria-label="Header Color" sx={{ py: 1.5 }}>
        {/* Dimmed with the lock when locked, like the setting rows below it. */}
        <Box sx={{ opacity: locked ? 0.6 : 1 }}>
          <Typography sx={{ fontWeight: 500 }}>Header Color</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            The colour of the strip at the top of your user menu.
          </Typography>
          {locked && <UnlockNote />}
        </Box>
        {!locked && <HeaderColorPicker />}
      </Box>

      <Divider sx={{ my: 2 }} />
      <section aria-label="Experience">
        <SectionHeading
          title="Experience"
          text="These options change your browsing experience within Vuetify properties"
        />
        <SettingRow
          title="Disable Ads"
          description="Disable traditional advertisements on all documentation pages."
          checked={!one.ads.enabled}
          locked={locked}
          onChange={(value) =>
            update((d) => {
              d.one.ads.enabled = !value
            })
          }
        />
        {!one.ads.enabled && !locked && (
          <SettingRow
            indent
            title="Show House Ads"
            description="These advertisements are for Vuetify products and services only."
            checked={one.ads.house}
            onChange={(value) =>
              update((d) => {
                d.one.ads.house = value
              })
            }
          />
        )}
        <SettingRow
          title="Enable Quick Actions"
          description="Quick actions are located on the Vuetify One user menu and provide quick access to common tasks."
          checked={one.quicklinks}
          onChange={(value) =>
            update((d) => {
              d.one.quicklinks = value
            })
          }
        />
        <SettingRow
          title="Right-to-left Layout"
          description="Mirror the whole page for right-to-left languages."
          checked={one.direction === 'rtl'}
          onChange={(value) =>
            update((d) => {
              d.one.direction = value ? 'rtl' : 'ltr'
            })
          }
        />
        <SettingRow
          title="Wrap Long Lines"
          description="Wrap lines in the bin editor instead of scrolling sideways."
          checked={wordWrap}
          onChange={(value) =>
            update((d) => {
              d.ecosystem.bin.wordWrap = value
            })
          }
        />
      </section>

      <Divider sx={{ my: 2 }} />
      <section aria-label="Communication">
        <SectionHeading
          title="Communication"
          text="Vuetify will communicate with you through banners and notifications. You can disable these features here or reset your local notification cache."
        />
        <SettingRow
          title="Enable Notifications"
          description="Notifications are short form messages that provide information about new releases, updates, and other important information."
          checked={one.notifications.enabled}
          locked={locked}
          onChange={(value) =>
            update((d) => {
              d.one.notifications.enabled = value
            })
          }
        />
        <SettingRow
          title="Enable Banners"
          description="Banners are located at the top of the screen and provide a callout for important information."
          checked={one.banners.enabled}
          locked={locked}
          onChange={(value) =>
            update((d) => {
              d.one.banners.enabled = value
            })
          }
        />
        <Button
          size="small"
          disabled={!one.notifications.read.length && !one.banners.read.length && !one.banners.last}
          onClick={() =>
            update((d) => {
              d.one.notifications.read = []
              d.one.banners.read = []
              d.one.banners.last = ''
            })
          }
        >
          Reset notification cache
        </Button>
      </section>
    </>
  )
}
