import PdfIcon from '@mui/icons-material/DescriptionOutlined'
import Chip from '@mui/material/Chip'
import IconButton from '@mui/material/IconButton'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import type { Invoice } from '@one/contract/membership'
import { useId } from 'react'
import { type Column, ResponsiveTable } from '../../components/ResponsiveTable.tsx'
import { formatCents } from '../../lib/format/money.ts'
import { SubscriptionHeading } from './SubscriptionHeading.tsx'
import { formatDay, invoiceStatusColor, statusLabel } from './subscription-format.ts'

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
      <ResponsiveTable
        aria-labelledby={headingId}
        height={450}
        columns={columns}
        rows={invoices ?? []}
        rowKey={(invoice) => invoice.id}
        placeholder={
          invoices ? (
            <Typography variant="body2" color="text.secondary" sx={{ py: 2, width: 1, textAlign: 'center' }}>
              No invoices yet.
            </Typography>
          ) : (
            <Skeleton role="progressbar" aria-label="Loading invoices" sx={{ width: 1 }} />
          )
        }
      />
    </section>
  )
}

const columns: Column<Invoice>[] = [
  { key: 'date', header: 'Date', cell: (invoice) => formatDay(invoice.date) },
  { key: 'amount', header: 'Amount', cell: (invoice) => formatCents(invoice.amount) },
  {
    key: 'status',
    header: 'Status',
    cell: (invoice) => (
      <Chip size="small" label={statusLabel(invoice.status)} color={invoiceStatusColor(invoice.status)} />
    ),
  },
  {
    key: 'pdf',
    header: 'Pdf',
    cell: (invoice) =>
      invoice.pdf && (
        <IconButton
          href={invoice.pdf}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Invoice of ${formatDay(invoice.date)} (PDF)`}
          size="small"
        >
          <PdfIcon fontSize="small" />
        </IconButton>
      ),
  },
]
