import CloseIcon from '@mui/icons-material/Close'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import IconButton from '@mui/material/IconButton'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import useMediaQuery from '@mui/material/useMediaQuery'
import { type BinFilter, binFilters } from '@one/contract/bins'
import { useState } from 'react'
import { QueryProvider } from '../../lib/query-client.tsx'
import { BinsList } from './BinsList.tsx'

const tabLabels: Record<BinFilter, string> = { all: 'All', favorites: 'Favorites', pinned: 'Pinned' }

/** "My bins" (`?one=bins`): the signed-in user's bins, all or only the favorites or the pinned. */
export function BinsDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const [filter, setFilter] = useState<BinFilter>('all')
  // Phones and small tablets get the whole screen, as the menu's dialogs do.
  const fullScreen = useMediaQuery((theme) => theme.breakpoints.down('md'))
  return (
    <QueryProvider>
      <Dialog
        open={open}
        onClose={onClose}
        fullScreen={fullScreen}
        fullWidth
        maxWidth="sm"
        aria-labelledby="bins-dialog-title"
      >
        <DialogTitle id="bins-dialog-title" sx={{ pr: 6 }}>
          My bins
        </DialogTitle>
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
        <Tabs
          value={filter}
          onChange={(_event, value: BinFilter) => setFilter(value)}
          aria-label="Which bins"
          sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          {binFilters.map((tab) => (
            <Tab
              key={tab}
              value={tab}
              label={tabLabels[tab]}
              id={`bins-tab-${tab}`}
              aria-controls="bins-tab-panel"
            />
          ))}
        </Tabs>
        <DialogContent
          id="bins-tab-panel"
          role="tabpanel"
          aria-labelledby={`bins-tab-${filter}`}
          sx={{ px: 0, minHeight: 240 }}
        >
          <BinsList filter={filter} onOpen={onClose} />
        </DialogContent>
      </Dialog>
    </QueryProvider>
  )
}
