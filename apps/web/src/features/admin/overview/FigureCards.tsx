import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import type { AdminOverview } from '@one/contract/admin-overview'
import { type ReactNode, useId } from 'react'
import { formatCents } from '../../../lib/format/money.ts'

export const figureGrid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
} as const

function FigureCard({ title, value, children }: { title: string; value: string; children?: ReactNode }) {
  const id = useId()
  return (
    <Card variant="outlined" component="section" aria-labelledby={id}>
      <CardContent>
        <Typography id={id} component="h2" variant="subtitle2" color="text.secondary">
          {title}
        </Typography>
        <Typography variant="h4" component="p">
          {value}
        </Typography>
        {children}
      </CardContent>
    </Card>
  )
}

const plans = [
  ['solo', 'month', 'Solo monthly'],
  ['solo', 'year', 'Solo yearly'],
  ['team', 'month', 'Team monthly'],
  ['team', 'year', 'Team yearly'],
] as const

/** The overview's figures: recurring revenue, subscribers by plan, team seats. */
export function FigureCards({ overview }: { overview: AdminOverview }) {
  const { mrr, subscribers, seats } = overview
  const total = plans.reduce((sum, [type, interval]) => sum + subscribers[type][interval], 0)
  return (
    <Box sx={figureGrid}>
      <FigureCard title="Monthly recurring revenue" value={formatCents(mrr)}>
        <Typography variant="body2" color="text.secondary">
          Yearly plans count a twelfth
        </Typography>
      </FigureCard>
      <FigureCard title="Subscribers" value={String(total)}>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2 }}>
          {plans.map(([type, interval, label]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'end' }}>
                {subscribers[type][interval]}
              </Typography>
            </Box>
          ))}
        </Box>
      </FigureCard>
      <FigureCard title="Team seats used" value={String(seats.used)}>
        <Typography variant="body2" color="text.secondary">
          {`of ${seats.cap} in ${seats.teams} ${seats.teams === 1 ? 'team' : 'teams'}`}
        </Typography>
      </FigureCard>
    </Box>
  )
}
