import type { SxProps, Theme } from '@mui/material/styles'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import type { ReactNode } from 'react'

export type Column<Row> = {
  key: string
  header: ReactNode
  /** What a phone's card writes before the value; the header when that is text, and none for ''. */
  label?: string
  cell(row: Row): ReactNode
  align?: 'right'
  /** The column that takes the room the others leave, so its long text is cut rather than pushed out. */
  grows?: boolean
}

type Props<Row> = {
  columns: Column<Row>[]
  rows: readonly Row[]
  rowKey(row: Row): string
  /** Shown across the table when there are no rows: loading, or an empty state. */
  placeholder?: ReactNode
  /** Said under the table, about all of it. */
  caption?: ReactNode
  /** On wider screens a fixed height with the header kept in view; a phone's cards take their room. */
  height?: number
  'aria-label'?: string
  'aria-labelledby'?: string
  sx?: SxProps<Theme>
  'data-testid'?: string
}

const labelOf = <Row,>(column: Column<Row>) =>
  column.label ?? (typeof column.header === 'string' ? column.header : '')

/**
 * A table that fits its dialog at any width: no column pushed off the side (the growing column cuts
 * its text instead), and on a phone each row a small card of labelled lines. Only CSS decides which,
 * so the first render is already right. The ARIA roles are written out because a table laid out as
 * blocks loses them in some browsers.
 */
export function ResponsiveTable<Row>({
  columns,
  rows,
  rowKey,
  placeholder,
  caption,
  height,
  sx,
  ...rest
}: Props<Row>) {
  return (
    <TableContainer
      data-testid={rest['data-testid']}
      sx={[
        (theme) => ({
          ...(height ? { height } : {}),
          [theme.breakpoints.down('sm')]: phoneCards(theme),
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Table
        role="table"
        size="small"
        stickyHeader={!!height}
        aria-label={rest['aria-label']}
        aria-labelledby={rest['aria-labelledby']}
      >
        {caption && <caption>{caption}</caption>}
        <TableHead role="rowgroup">
          <TableRow role="row">
            {columns.map((column) => (
              <TableCell role="columnheader" key={column.key} align={column.align}>
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody role="rowgroup">
          {rows.length === 0 && placeholder && (
            <TableRow role="row">
              <TableCell role="cell" colSpan={columns.length}>
                {placeholder}
              </TableCell>
            </TableRow>
          )}
          {rows.map((row) => (
            <TableRow role="row" key={rowKey(row)}>
              {columns.map((column) => (
                <TableCell
                  role="cell"
                  key={column.key}
                  align={column.align}
                  data-label={labelOf(column) || undefined}
                  sx={
                    column.grows
                      ? // A width the table cannot give makes this cell take what is left, and no more.
                        { width: '100%', maxWidth: 0 }
                      : { whiteSpace: 'nowrap' }
                  }
                >
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  )
}

function phoneCards(theme: Theme) {
  return {
    height: 'auto',
    '& tbody, & caption': { display: 'block' },
    // The caption stays under the cards, as it is under the table.
    '& table': { display: 'flex', flexDirection: 'column' },
    '& table caption': { order: 1, px: 0, pt: 0 },
    '& thead': { display: 'none' },
    '& tbody tr': {
      display: 'block',
      border: `1px solid ${theme.palette.divider}`,
      borderRadius: `${theme.shape.borderRadius}px`,
      px: 1.5,
      py: 0.5,
      mb: 1,
    },
    '& tbody td': {
      display: 'flex',
      // MUI reverses a right-aligned cell, for its sort label: a card reads from the left.
      flexDirection: 'row',
      alignItems: 'center',
      justifyContent: 'flex-end',
      gap: 2,
      minHeight: 36,
      width: 'auto',
      maxWidth: 'none',
      whiteSpace: 'normal',
      border: 0,
      px: 0,
      py: 0.5,
      textAlign: 'right',
    },
    // A cell with no label is the card's title, or its action at the right.
    '& tbody td:not([data-label]):not(.MuiTableCell-alignRight)': {
      justifyContent: 'flex-start',
      textAlign: 'left',
    },
    '& tbody td:empty': { display: 'none' },
    '& tbody td > *': { minWidth: 0 },
    '& tbody td[data-label]::before': {
      content: 'attr(data-label)',
      flexShrink: 0,
      marginRight: 'auto',
      color: theme.palette.text.secondary,
      fontWeight: theme.typography.fontWeightMedium,
    },
  }
}
