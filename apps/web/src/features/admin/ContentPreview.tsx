import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { Banner, ContentKind, Notification } from '@one/contract/content'
import { BannerBar } from '../../components/content/BannerBar.tsx'
import { NotificationEntry } from '../../components/content/NotificationEntry.tsx'

type Props = { kind: ContentKind; slug: string; title: string; metadata: Record<string, unknown> }

/** A banner or a notification as visitors will see it, while it is being written. */
export function ContentPreview({ kind, slug, title, metadata }: Props) {
  if (kind !== 'banners' && kind !== 'notifications') return null
  return (
    <Box
      component="section"
      aria-label="Preview"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
    >
      <Typography variant="overline" component="h3" sx={{ color: 'text.secondary' }}>
        Preview
      </Typography>
      {kind === 'banners' ? (
        <BannerBar banner={{ slug, metadata: metadata as Banner['metadata'] }} />
      ) : (
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          <NotificationEntry
            notification={{
              slug,
              title: title || 'Title',
              created_at: new Date().toISOString(),
              metadata: metadata as Notification['metadata'],
            }}
            read={false}
          />
        </Box>
      )}
    </Box>
  )
}
