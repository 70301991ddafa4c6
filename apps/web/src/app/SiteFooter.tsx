import ChatIcon from '@mui/icons-material/Forum'
import GitHubIcon from '@mui/icons-material/GitHub'
import BookIcon from '@mui/icons-material/MenuBook'
import RedditIcon from '@mui/icons-material/Reddit'
import SupportIcon from '@mui/icons-material/Shield'
import XIcon from '@mui/icons-material/X'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import { useSuitStyle } from '../features/settings/use-suit.ts'
import { copyrightLine, type SocialId, site } from '../lib/site.ts'

const icons: Record<SocialId, typeof BookIcon> = {
  docs: BookIcon,
  support: SupportIcon,
  x: XIcon,
  github: GitHubIcon,
  discord: ChatIcon,
  reddit: RedditIcon,
}

export function SiteFooter() {
  const suit = useSuitStyle('footer')
  return (
    <Box
      component="footer"
      data-suit={suit ? 'on' : undefined}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        px: 2,
        minHeight: 40,
        borderTop: 1,
        borderColor: 'divider',
        ...suit,
      }}
    >
      {site.social.map(({ id, title, href }) => {
        const Icon = icons[id]
        return (
          <IconButton
            key={id}
            component="a"
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            title={title}
            aria-label={title}
            size="small"
            sx={{ color: 'text.disabled', '&:hover': { color: 'primary.main' } }}
          >
            <Icon fontSize="inherit" />
          </IconButton>
        )
      })}
      <Box sx={{ flex: 1 }} />
      {/* One left-to-right run, so a right-to-left page does not reorder "©", the years and the owner. */}
      <Typography component="bdi" dir="ltr" variant="caption" color="text.secondary">
        {copyrightLine()}
      </Typography>
    </Box>
  )
}
