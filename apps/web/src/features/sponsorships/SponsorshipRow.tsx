import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import DiscordIcon from '@mui/icons-material/Forum'
import GitHubIcon from '@mui/icons-material/GitHub'
import MilitaryTechIcon from '@mui/icons-material/MilitaryTech'
import OpenInNewIcon from '@mui/icons-material/OpenInNew'
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import type { ReactElement } from 'react'
import { type SponsorshipEntry, type SponsorshipEntryId, sponsorshipAmount } from './sponsorship-entries.ts'

const logos: Record<SponsorshipEntryId, ReactElement> = {
  one: <WorkspacePremiumIcon />,
  github: <GitHubIcon />,
  discord: <DiscordIcon />,
}

/** One source of FACTS 4.8: active with its amount, or the support text and an Info button. */
export function SponsorshipRow({ entry, onSubscribe }: { entry: SponsorshipEntry; onSubscribe(): void }) {
  const active = entry.sponsorship?.isActive === true
  const button = active ? (
    // Read-only (FACTS 4.8): a status, not something to press.
    <Chip icon={<CheckCircleIcon />} label="Active" color="success" variant="outlined" sx={{ width: 88 }} />
  ) : entry.info.kind === 'external' ? (
    <Button
      variant="contained"
      endIcon={<OpenInNewIcon />}
      href={entry.info.href}
      target="_blank"
      rel="noopener noreferrer"
      sx={{ width: 88 }}
      aria-label={`Info: ${entry.title}`}
    >
      Info
    </Button>
  ) : (
    <Button
      variant="contained"
      endIcon={<OpenInNewIcon />}
      sx={{ width: 88 }}
      aria-label={`Info: ${entry.title}`}
      onClick={onSubscribe}
    >
      Info
    </Button>
  )
  return (
    <Paper
      component="li"
      variant="outlined"
      data-testid={`sponsorship-${entry.id}`}
      data-active={active}
      sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 1.5 }}
    >
      <Avatar
        sx={{ bgcolor: active ? 'success.main' : 'action.selected', color: active ? '#fff' : 'text.primary' }}
      >
        {logos[entry.id]}
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="subtitle2" component="h4">
          {entry.title}
        </Typography>
        {active && entry.sponsorship ? (
          <Typography
            variant="body2"
            color="success.main"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
          >
            <MilitaryTechIcon fontSize="small" />
            {sponsorshipAmount(entry.sponsorship)}
          </Typography>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {entry.supportText}
          </Typography>
        )}
      </Box>
      {button}
    </Paper>
  )
}
