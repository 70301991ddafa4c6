import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivismOutlined'
import { useSearchParams } from 'react-router'
import { OneDialog } from '../../components/OneDialog.tsx'
import type { DialogProps } from '../../lib/dialog-registration.ts'
import { SponsorshipsPanel } from './SponsorshipsPanel.tsx'

/** `?one=sponsorships` (spec section 2, FACTS 4.8 and 10.7): each way of supporting, and what the user gives. */
export function SponsorshipsDialog({ open, onClose }: DialogProps) {
  const [, setParams] = useSearchParams()
  // This dialog's Info of the subscription gives way to the Subscriptions dialog.
  const showPlans = () => {
    onClose()
    setParams((params) => {
      params.set('one', 'subscribe')
      return params
    })
  }
  return (
    <OneDialog open={open} onClose={onClose} title="Sponsorships" icon={<VolunteerActivismIcon />}>
      <SponsorshipsPanel onSubscribe={showPlans} />
    </OneDialog>
  )
}
