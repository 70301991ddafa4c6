import DownloadIcon from '@mui/icons-material/DownloadOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import { RetryAlert } from '../../../components/RetryAlert.tsx'
import { AccountSection } from './AccountSection.tsx'
import { useDownloadAccount } from './api/download-account.ts'

/** "Download my data": one JSON file of the account, its bins, team, plan and activity. */
export function AccountDownload() {
  const download = useDownloadAccount()
  return (
    <AccountSection
      title="Your data"
      text="A JSON file with your account, linked accounts, settings, bins, team, plan and activity."
    >
      <Box>
        <Button
          variant="outlined"
          disabled={download.isPending}
          onClick={() => download.mutate()}
          startIcon={
            download.isPending ? (
              <CircularProgress size={16} color="inherit" aria-label="Preparing your data" />
            ) : (
              <DownloadIcon />
            )
          }
        >
          Download my data
        </Button>
      </Box>
      {download.isError && (
        <RetryAlert
          message={download.error.message || 'Could not download your data.'}
          onRetry={() => download.mutate()}
        />
      )}
    </AccountSection>
  )
}
