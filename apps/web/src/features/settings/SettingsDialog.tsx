import SettingsIcon from '@mui/icons-material/SettingsOutlined'
import { OneDialog } from '../../components/OneDialog.tsx'
import { SettingsPanel } from './SettingsPanel.tsx'

/** Spec section 2: the settings dialog with its theme, experience and communication sections. */
export function SettingsDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <OneDialog open={open} onClose={onClose} title="Settings" icon={<SettingsIcon />}>
      <SettingsPanel />
    </OneDialog>
  )
}
