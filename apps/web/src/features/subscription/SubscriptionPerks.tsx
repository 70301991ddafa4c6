import CheckIcon from '@mui/icons-material/Check'
import RocketIcon from '@mui/icons-material/RocketLaunchOutlined'
import Link from '@mui/material/Link'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import type { PlanType } from '@one/contract/membership'
import type { ReactNode } from 'react'
import { site } from '../../lib/site.ts'
import { SubscriptionHeading } from './SubscriptionHeading.tsx'

const toolHref = (id: 'play' | 'bin' | 'studio') => site.quickActions.find((tool) => tool.id === id)!.href
const docsHref = site.social.find((link) => link.id === 'docs')!.href

function NewTab({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </Link>
  )
}

function Lines({ icon, label, lines }: { icon: ReactNode; label: string; lines: ReactNode[] }) {
  return (
    <List dense aria-label={label}>
      {lines.map((line, index) => (
        // The lines are fixed text, so their order is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <ListItem key={index} disableGutters>
          <ListItemIcon sx={{ minWidth: 36 }}>{icon}</ListItemIcon>
          <ListItemText primary={line} />
        </ListItem>
      ))}
    </List>
  )
}

/** FACTS 5.6: what the plan gives now, and what is coming. */
export function SubscriptionPerks({ type }: { type: PlanType | undefined }) {
  const perks: ReactNode[] = [
    ...(type === 'team' ? ['Invite up to 25 team members'] : []),
    'Ad Free Experience on all Vuetify properties',
    <>
      Save and share across our platforms <NewTab href={toolHref('play')}>VPlay</NewTab>,{' '}
      <NewTab href={toolHref('bin')}>VBin</NewTab>, and <NewTab href={toolHref('studio')}>VStudio</NewTab>
    </>,
    <>
      Pinned Navigation Items and Rail drawer in <NewTab href={docsHref}>Documentation</NewTab>
    </>,
    'Customize Navigation components with Page Suits',
    `Custom ${site.product} menu avatar`,
  ]
  return (
    <>
      <SubscriptionHeading
        title="Perks"
        text={`The ${site.product} subscription comes with the following perks:`}
      />
      <Lines icon={<CheckIcon color="success" />} label="Perks" lines={perks} />
      <SubscriptionHeading
        title="Up Next"
        text="The following features are in development and coming soon:"
      />
      <Lines
        icon={<RocketIcon color="primary" />}
        label="Up Next"
        lines={[
          'Access to the Vuetify MCP server',
          'Team wide Playgrounds, Bins, and Studios',
          'Receive a special label on GitHub created issues and pull requests',
        ]}
      />
    </>
  )
}
