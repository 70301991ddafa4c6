import MarkReadIcon from '@mui/icons-material/DraftsOutlined'
import MarkUnreadIcon from '@mui/icons-material/MarkEmailUnreadOutlined'
import OpenInNewIcon from '@mui/icons-material/OpenInNew'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import type { Banner } from '@one/contract/content'
import { BannerBar } from '../../components/content/BannerBar.tsx'
import { Time } from '../../components/Time.tsx'
import { withRead } from '../../lib/content/notification-rules.ts'
import { useContentLink } from '../../lib/content/use-content-link.ts'
import { useSettings } from '../../stores/settings-store.ts'
import { AllCaughtUp } from './AllCaughtUp.tsx'

/** FACTS 7.3: every fetched banner, in the server's order, with its date and link. */
export function BannersList({ banners }: { banners: readonly Banner[] }) {
  const contentLink = useContentLink()
  const read = useSettings((s) => s.settings.one.banners.read)
  const update = useSettings((s) => s.update)
  const toggle = (slug: string, isRead: boolean) =>
    update((draft) => {
      draft.one.banners.read = withRead(draft.one.banners.read, slug, isRead)
    })
  if (banners.length === 0) return <AllCaughtUp />
  return (
    <Box component="ul" aria-label="Banners" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {banners.map((banner) => (
        <Box component="li" key={banner.slug} sx={{ py: 1.5 }}>
          <Box sx={{ borderRadius: 1, overflow: 'hidden' }}>
            <BannerBar banner={{ ...banner, metadata: { ...banner.metadata, closable: false } }} />
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', mt: 1 }}>
            <Typography variant="caption" sx={{ flex: 1, fontWeight: 700, color: 'text.secondary' }}>
              <Time value={banner.created_at} />
            </Typography>
            <Tooltip title={read.includes(banner.slug) ? 'Mark as unread' : 'Mark as read'}>
              <IconButton
                size="small"
                aria-label={read.includes(banner.slug) ? 'Mark as unread' : 'Mark as read'}
                onClick={() => toggle(banner.slug, !read.includes(banner.slug))}
              >
                {read.includes(banner.slug) ? (
                  <MarkUnreadIcon fontSize="small" />
                ) : (
                  <MarkReadIcon fontSize="small" />
                )}
              </IconButton>
            </Tooltip>
          </Box>
          {banner.metadata.link && banner.metadata.link_text && (
            <Chip
              size="small"
              variant="outlined"
              label={banner.metadata.link_text}
              icon={<OpenInNewIcon />}
              component="a"
              clickable
              {...contentLink(banner.metadata.link, banner.metadata.attributes)}
              sx={{ mt: 1 }}
            />
          )}
        </Box>
      ))}
    </Box>
  )
}
