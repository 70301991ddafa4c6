import Stack from '@mui/material/Stack'
import { useSettings } from '../../../stores/settings-store.ts'
import { SettingsPanel } from '../../settings/SettingsPanel.tsx'
import { DebugUtilities } from '../DebugUtilities.tsx'

/** The settings dialog's sections inline; the Debug Utilities (FACTS 10.12) only in developer mode. */
export function SettingsTab() {
  const devmode = useSettings((s) => s.settings.one.devmode)
  return (
    <Stack spacing={3}>
      <div>
        <SettingsPanel />
      </div>
      {devmode && <DebugUtilities />}
    </Stack>
  )
}
