import KeyIcon from '@mui/icons-material/KeyOutlined'
import { OneDialog } from '../../components/OneDialog.tsx'
import type { DialogProps } from '../../lib/dialog-registration.ts'
import { QueryProvider } from '../../lib/query-client.tsx'
import { ApiKeyPanel } from './ApiKeyPanel.tsx'

/** FACTS section 8: "API Key": the subscriber's MCP access token. */
export function ApiKeyDialog({ open, onClose }: DialogProps) {
  return (
    <QueryProvider>
      <OneDialog open={open} onClose={onClose} title="API Key" icon={<KeyIcon />}>
        <ApiKeyPanel subscribeTo="?one=subscribe" />
      </OneDialog>
    </QueryProvider>
  )
}
