import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardHeader from '@mui/material/CardHeader'
import Stack from '@mui/material/Stack'
import type { UserSettings } from '@one/contract/settings/schema'
import { useSettings } from '../../stores/settings-store.ts'

const actions: { label: string; clear(d: UserSettings): void; isEmpty(s: UserSettings): boolean }[] = [
  {
    label: 'Clear Notifications Read',
    clear: (d) => {
      d.one.notifications.read = []
    },
    isEmpty: (s) => s.one.notifications.read.length === 0,
  },
  {
    label: 'Clear Notifications Last',
    clear: (d) => {
      d.one.notifications.last = ''
    },
    isEmpty: (s) => s.one.notifications.last === '',
  },
  {
    label: 'Clear Banners Read',
    clear: (d) => {
      d.one.banners.read = []
    },
    isEmpty: (s) => s.one.banners.read.length === 0,
  },
  {
    label: 'Clear Banners Last',
    clear: (d) => {
      d.one.banners.last = ''
    },
    isEmpty: (s) => s.one.banners.last === '',
  },
]

/** FACTS 10.12: reset the local notification and banner memory. */
export function DebugUtilities() {
  const settings = useSettings((s) => s.settings)
  const update = useSettings((s) => s.update)
  return (
    <Card component="section" aria-label="Debug Utilities" variant="outlined">
      <CardHeader
        title="Debug Utilities"
        subheader="Reset what this browser remembers about messages."
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
      />
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {actions.map((action) => (
            <Button
              key={action.label}
              variant="outlined"
              color="error"
              disabled={action.isEmpty(settings)}
              onClick={() => update(action.clear)}
            >
              {action.label}
            </Button>
          ))}
        </Stack>
      </CardContent>
    </Card>
  )
}
