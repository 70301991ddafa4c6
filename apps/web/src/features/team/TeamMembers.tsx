import RevokeIcon from '@mui/icons-material/PersonRemoveOutlined'
import OwnerIcon from '@mui/icons-material/ShieldOutlined'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import type { Team } from '@one/contract/auth'
import { useState } from 'react'
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx'
import { type Column, ResponsiveTable } from '../../components/ResponsiveTable.tsx'
import { TruncatedText } from '../../components/TruncatedText.tsx'
import { useSingleFlight } from '../../lib/use-single-flight.ts'
import { useRemoveMember } from './api/remove-member.ts'

type Member = Team['members'][number]
type Props = { team: Team; headingId: string; canRevoke: boolean }

/** FACTS 6.2: who is in the team, the owner first; the owner may revoke anyone else, after asking. */
export function TeamMembers({ team, headingId, canRevoke }: Props) {
  const [revoking, setRevoking] = useState<Member | null>(null)
  const remove = useRemoveMember()
  const send = useSingleFlight(remove)
  const alone = team.members.length <= 1
  const isOwner = (member: Member) => member.id === team.owner.id
  const columns: Column<Member>[] = [
    {
      key: 'name',
      header: 'Name',
      label: '',
      grows: true,
      cell: (member) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Avatar src={member.picture || undefined} alt="" sx={{ width: 24, height: 24 }} />
          <TruncatedText text={member.name} />
        </Box>
      ),
    },
    {
      key: 'role',
      header: 'Role',
      cell: (member) =>
        isOwner(member) ? (
          <Chip size="small" color="primary" variant="outlined" icon={<OwnerIcon />} label="Team owner" />
        ) : (
          'Member'
        ),
    },
  ]
  if (canRevoke) {
    columns.push({
      key: 'actions',
      header: 'Actions',
      label: '',
      align: 'right',
      cell: (member) =>
        !isOwner(member) && (
          <Button
            size="small"
            startIcon={<RevokeIcon />}
            aria-label={`Revoke ${member.name}`}
            onClick={() => setRevoking(member)}
          >
            Revoke
          </Button>
        ),
    })
  }
  return (
    <>
      <ResponsiveTable
        aria-labelledby={headingId}
        columns={columns}
        rows={team.members}
        rowKey={(member) => member.id}
      />
      {alone && canRevoke && (
        <Typography variant="body2" color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
          No members yet. Share the invite link from Add member.
        </Typography>
      )}
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke this member?"
        text={`${revoking?.name ?? ''} leaves the team and loses its access. They can join again with an invite link.`}
        confirm="Revoke"
        busy={remove.isPending && 'Revoking'}
        onConfirm={() => revoking && send(revoking.id, { onSuccess: () => setRevoking(null) })}
        onCancel={() => setRevoking(null)}
      />
    </>
  )
}
