import OpenInNewIcon from '@mui/icons-material/OpenInNew'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import type { Banner } from '@one/contract/content'
import { BannerBar } from '../../components/content/BannerBar.tsx'
import { longDate } from '../../lib/content/long-date.ts'
import { useOpenLink } from '../../lib/content/use-open-link.ts'
import { AllCaughtUp } from './AllCaughtUp.tsx'

/** FACTS 7.3: every fetched banner, in the server's order, with its date and link. */
export function BannersList({ banners }: { banners: readonly Banner[] }) {
  const openLink = useOpenLink()
  if (banners.length === 0) return <AllCaughtUp />
  return (
    <Box component="ul" aria-label="Banners" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {banners.map((banner) => (
        <Box component="li" key={banner.slug} sx={{ py: 1.5 }}>
          <Box sx={{ borderRadius: 1, overflow: 'hidden' }}>
            <BannerBar banner={{ ...banner, metadata: { ...banner.metadata, closable: false } }} />
          </Box>
          <Typography
            variant="caption"
            sx={{ display: 'block', mt: 1, fontWeight: 700, color: 'text.secondary' }}
          >
            {longDate(banner.created_at)}
          </Typography>
          {banner.metadata.link && banner.metadata.link_text && (
            <Chip
              size="small"
              variant="outlined"
              label={banner.metadata.link_text}
              icon={<OpenInNewIcon />}
              onClick={() => openLink(banner.metadata.link)}
              sx={{ mt: 1 }}
            />
          )}
        </Box>
      ))}
    </Box>
  )
}
