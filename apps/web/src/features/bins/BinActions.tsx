import CopyIcon from '@mui/icons-material/ContentCopy'
import DownloadIcon from '@mui/icons-material/DownloadOutlined'
import ForkIcon from '@mui/icons-material/ForkRight'
import LinkIcon from '@mui/icons-material/Link'
import RawIcon from '@mui/icons-material/OpenInNew'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Stack from '@mui/material/Stack'
import { type Bin, binEndpoints } from '@one/contract/bins'
import { pathOf } from '@one/contract/endpoint'
import { lazy, Suspense } from 'react'
import { copyText } from '../../lib/copy-text.ts'
import { config } from '../../lib/runtime-config.ts'
import { EmbedButton } from './embed/EmbedButton.tsx'
import { MyBinsButton } from './MyBinsButton.tsx'
import { useFork } from './use-fork.ts'

// Fetched after the page's first screen; a chunk that cannot be fetched leaves the button out, not the page.
const HistoryButton = lazy(() =>
  import('./history/HistoryButton.tsx').then(
    (m) => ({ default: m.HistoryButton }),
    () => ({ default: () => null }),
  ),
)

const rawUrl = (id: string) => `${config.apiBase}${pathOf(binEndpoints.raw, { id })}`

/** What anyone who can see a bin can do with it. */
export function BinActions({ bin }: { bin: Bin }) {
  const { fork, forking } = useFork()
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      <Button size="small" startIcon={<CopyIcon />} onClick={() => void copyText(bin.content, 'Bin copied')}>
        Copy
      </Button>
      <Button
        size="small"
        startIcon={<LinkIcon />}
        onClick={() => void copyText(`${window.location.origin}/bins/${bin.id}`, 'Link copied')}
      >
        Copy link
      </Button>
      <Button size="small" startIcon={<RawIcon />} href={rawUrl(bin.id)} target="_blank" rel="noopener">
        Raw
      </Button>
      <Button size="small" startIcon={<DownloadIcon />} href={`${rawUrl(bin.id)}?download=1`} download>
        Download
      </Button>
      <Button
        size="small"
        startIcon={
          forking ? <CircularProgress size={16} color="inherit" aria-label="Forking" /> : <ForkIcon />
        }
        disabled={forking}
        onClick={() => fork(bin)}
      >
        Fork
      </Button>
      <EmbedButton bin={bin} />
      <MyBinsButton />
      <Suspense>
        <HistoryButton bin={bin} />
      </Suspense>
    </Stack>
  )
}
