import CloseIcon from '@mui/icons-material/Close'
import OpenInNewIcon from '@mui/icons-material/OpenInNew'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import { useTheme } from '@mui/material/styles'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import type { Banner } from '@one/contract/content'
import { bannerHeight } from '../../lib/content/banner-rules.ts'
import { bannerBackgroundAddress, imageAddress } from '../../lib/content/content-links.ts'
import type { ContentLinkProps } from '../../lib/content/use-content-link.ts'
import { contentColor } from './content-colors.ts'

type Props = {
  banner: Pick<Banner, 'slug' | 'metadata'>
  /** A click anywhere on the bar. */
  onOpen?(): void
  /** Makes the button a link; without it (a preview) the button only shows. */
  link?: ContentLinkProps
  /** The X of a closable banner. */
  onClose?(): void
}

/** The bar above the app bar (FACTS 7.3): the banner's colour, image, logo, texts, link and close button. */
export function BannerBar({ banner, onOpen, link: linkProps, onClose }: Props) {
  const theme = useTheme()
  const { metadata } = banner
  const { bg, fg } = contentColor(theme, metadata.color)
  const link = contentColor(theme, metadata.link_color)
  const image = metadata.images.bg?.url
  const logo = metadata.images.logo?.url
  return (
    <Box
      component="aside"
      aria-label="Announcement"
      data-banner={banner.slug}
      onClick={onOpen}
      sx={{
        position: 'relative',
        overflow: 'hidden',
        height: bannerHeight(metadata),
        bgcolor: bg,
        color: fg,
        cursor: onOpen && metadata.link ? 'pointer' : undefined,
        backgroundImage: image ? `url("${encodeURI(bannerBackgroundAddress(image))}")` : undefined,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }}
    >
      {image && (
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            inset: 0,
            backdropFilter: metadata.bg_blur ? `blur(${metadata.bg_blur}px)` : undefined,
            backgroundImage: 'linear-gradient(15deg, rgba(0,0,0,.65), transparent)',
          }}
        />
      )}
      <Box sx={{ position: 'relative', display: 'flex', alignItems: 'center', gap: 2, height: 1, px: 2 }}>
        {logo && <Avatar variant="square" src={imageAddress(logo)} alt="" sx={{ width: 56, height: 56 }} />}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle1" component="p" noWrap sx={{ fontWeight: 600 }}>
            {metadata.text}
          </Typography>
          {metadata.subtext && (
            <Typography variant="body2" component="p" noWrap sx={{ color: 'inherit' }}>
              {metadata.subtext}
            </Typography>
          )}
        </Box>
        {metadata.link && metadata.link_text && (
          <Tooltip title={metadata.link_text}>
            <Button
              {...(linkProps ? { component: 'a', ...linkProps } : {})}
              variant="contained"
              endIcon={<OpenInNewIcon />}
              sx={{
                display: { xs: 'none', md: 'inline-flex' },
                bgcolor: link.bg,
                color: link.fg,
                '&:hover': { bgcolor: link.bg, boxShadow: 6 },
              }}
            >
              {metadata.link_text}
            </Button>
          </Tooltip>
        )}
        {metadata.closable && (
          <IconButton
            size="small"
            aria-label="Dismiss banner"
            sx={{ color: 'inherit' }}
            onClick={(event) => {
              event.stopPropagation()
              onClose?.()
            }}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        )}
      </Box>
    </Box>
  )
}
