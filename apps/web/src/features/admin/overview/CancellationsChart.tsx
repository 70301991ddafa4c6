import { useTheme } from '@mui/material/styles'
import { BarChart } from '@mui/x-charts/BarChart'
import type { AdminOverview } from '@one/contract/admin-overview'
import { monthOfYear } from '@one/contract/dates'
import { ChartFigure } from './ChartFigure.tsx'
import { utc, utcDay } from './overview-days.ts'

/** Cancellations in each of the last 12 months. */
export function CancellationsChart({ cancellations }: { cancellations: AdminOverview['cancellations'] }) {
  const theme = useTheme()
  return (
    <ChartFigure
      title="Cancellations per month, last 12 months"
      columns={['Month', 'Cancellations']}
      rows={cancellations.map(
        ({ month, count }) => [monthOfYear(utcDay(`${month}-01`), utc), count] as const,
      )}
    >
      <BarChart
        height={240}
        hideLegend
        margin={{ left: 0, right: 8 }}
        xAxis={[
          {
            scaleType: 'band',
            data: cancellations.map(({ month }) => month),
            valueFormatter: (month: string) => monthOfYear(utcDay(`${month}-01`), utc),
            tickLabelInterval: (_month, index) => index % 3 === 0,
          },
        ]}
        yAxis={[{ tickMinStep: 1, width: 40 }]}
        series={[
          {
            data: cancellations.map(({ count }) => count),
            label: 'Cancellations',
            color: theme.palette.error.main,
          },
        ]}
      />
    </ChartFigure>
  )
}
