import BugReportIcon from '@mui/icons-material/BugReportOutlined'
import CodeIcon from '@mui/icons-material/CodeOutlined'
import ContentCutIcon from '@mui/icons-material/ContentCutOutlined'
import DesignServicesIcon from '@mui/icons-material/DesignServicesOutlined'
import PlayIcon from '@mui/icons-material/PlayCircleOutlined'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import { alpha } from '@mui/material/styles'
import Tooltip from '@mui/material/Tooltip'
import { site } from '../../lib/site.ts'
import { useSettings } from '../../stores/settings-store.ts'
import { useHeaderColor } from './use-header-color.ts'

type QuickActionId = (typeof site.quickActions)[number]['id']

const icons: Record<QuickActionId, typeof PlayIcon> = {
  play: PlayIcon,
  bin: CodeIcon,
  studio: DesignServicesIcon,
  snips: ContentCutIcon,
  issues: BugReportIcon,
}

/** FACTS 9.6: the sibling tools, each in a new tab, when quick actions are enabled. */
export function QuickActions() {
  const enabled = useSettings((s) => s.settings.one.quicklinks)
  const { accent } = useHeaderColor()
  if (!enabled) return null
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'center', pt: 1.5 }}>
      {site.quickActions.map((action) => {
        const Icon = icons[action.id]
        return (
          <Tooltip key={action.id} title={action.title} placement="top">
            <IconButton
              component="a"
              href={action.href}
              target="_blank"
              rel="noopener"
              aria-label={action.title}
              size="small"
              sx={{ color: accent, bgcolor: alpha(accent, 0.12), '&:hover': { bgcolor: alpha(accent, 0.2) } }}
            >
              <Icon fontSize="small" />
            </IconButton>
          </Tooltip>
        )
      })}
    </Stack>
  )
}
