import PdfIcon from '@mui/icons-material/DescriptionOutlined'
import Chip from '@mui/material/Chip'
import IconButton from '@mui/material/IconButton'
import Skeleton from '@mui/material/Skeleton'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import type { Invoice } from '@one/contract/membership'
import { useId } from 'react'
import { SubscriptionHeading } from './SubscriptionHeading.tsx'
import { formatDay, formatMoney, invoiceStatusColor, statusLabel } from './subscription-format.ts'

/** FACTS 5.7: the invoices in a 450 px table whose header stays while it scrolls. */
export function SubscriptionInvoices({ invoices }: { invoices: Invoice[] | undefined }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId}>
      <SubscriptionHeading
        id={headingId}
        title="Invoice History"
        text="View and download your invoice history."
      />
      <TableContainer sx={{ height: 450 }}>
        <Table stickyHeader size="small" aria-labelledby={headingId}>
          <TableHead>
            <TableRow>
              <TableCell>Date</TableCell>
              <TableCell>Amount</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Pdf</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {!invoices && (
              <TableRow>
                <TableCell colSpan={4} aria-label="Loading invoices">
                  <Skeleton />
                </TableCell>
              </TableRow>
            )}
            {invoices?.length === 0 && (
              <TableRow>
                <TableCell colSpan={4}>
                  <Typography variant="body2" color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
                    No invoices yet.
                  </Typography>
                </TableCell>
              </TableRow>
            )}
            {invoices?.map((invoice) => (
              <InvoiceRow key={invoice.id} invoice={invoice} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </section>
  )
}

function InvoiceRow({ invoice }: { invoice: Invoice }) {
  const day = formatDay(invoice.date)
  return (
    <TableRow>
      <TableCell>
        <Typography variant="body2">{day}</Typography>
      </TableCell>
      <TableCell>{formatMoney(invoice.amount)}</TableCell>
      <TableCell>
        <Chip size="small" label={statusLabel(invoice.status)} color={invoiceStatusColor(invoice.status)} />
      </TableCell>
      <TableCell>
        {invoice.pdf && (
          <IconButton
            href={invoice.pdf}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Invoice of ${day} (PDF)`}
            size="small"
          >
            <PdfIcon fontSize="small" />
          </IconButton>
        )}
      </TableCell>
    </TableRow>
  )
}
