import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import { type ReactNode, useId } from 'react'
import { visuallyHidden } from '../../../lib/visually-hidden.ts'

/**
 * A chart with its title, and its figures in a table that screen readers read instead of the drawing.
 * `rows` are the label and value of each bar.
 */
export function ChartFigure({
  title,
  columns,
  rows,
  children,
}: {
  title: string
  columns: [string, string]
  rows: readonly (readonly [string, number])[]
  children: ReactNode
}) {
  const id = useId()
  return (
    <Card variant="outlined" component="figure" aria-labelledby={id} sx={{ m: 0, minWidth: 0 }}>
      <CardContent>
        <Typography id={id} component="figcaption" variant="subtitle1">
          {title}
        </Typography>
        <Box aria-hidden sx={{ height: 240 }}>
          {children}
        </Box>
        {/* A table ignores overflow: the box around it hides it. */}
        <Box sx={visuallyHidden}>
          <table>
            <caption>{title}</caption>
            <thead>
              <tr>
                <th scope="col">{columns[0]}</th>
                <th scope="col">{columns[1]}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map(([label, value]) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  <td>{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Box>
      </CardContent>
    </Card>
  )
}
