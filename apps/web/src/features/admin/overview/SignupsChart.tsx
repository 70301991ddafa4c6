import { useTheme } from '@mui/material/styles'
import { BarChart } from '@mui/x-charts/BarChart'
import type { AdminOverview } from '@one/contract/admin-overview'
import { calendarDay, dayOfMonth } from '@one/contract/dates'
import { ChartFigure } from './ChartFigure.tsx'
import { utc, utcDay } from './overview-days.ts'

/** Sign-ups on each of the last 90 days, a label every two weeks. */
export function SignupsChart({ signups }: { signups: AdminOverview['signups'] }) {
  const theme = useTheme()
  return (
    <ChartFigure
      title="Sign-ups per day, last 90 days"
      columns={['Day', 'Sign-ups']}
      rows={signups.map(({ day, count }) => [calendarDay(utcDay(day), utc), count] as const)}
    >
      <BarChart
        height={240}
        hideLegend
        margin={{ left: 0, right: 8 }}
        xAxis={[
          {
            scaleType: 'band',
            data: signups.map(({ day }) => day),
            valueFormatter: (day: string, context) =>
              context.location === 'tick' ? dayOfMonth(utcDay(day), utc) : calendarDay(utcDay(day), utc),
            tickInterval: (_day, index) => index % 14 === 0,
            tickLabelInterval: (_day, index) => index % 14 === 0,
          },
        ]}
        yAxis={[{ tickMinStep: 1, width: 40 }]}
        series={[
          { data: signups.map(({ count }) => count), label: 'Sign-ups', color: theme.palette.primary.main },
        ]}
      />
    </ChartFigure>
  )
}
