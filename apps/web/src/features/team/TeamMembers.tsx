import RevokeIcon from '@mui/icons-material/PersonRemoveOutlined'
import OwnerIcon from '@mui/icons-material/ShieldOutlined'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import type { Team } from '@one/contract/auth'
import { useState } from 'react'
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx'
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
  return (
    <>
      <TableContainer>
        <Table size="small" aria-labelledby={headingId}>
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Role</TableCell>
              {canRevoke && <TableCell align="right">Actions</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {team.members.map((member) => {
              const owner = member.id === team.owner.id
              return (
                <TableRow key={member.id}>
                  <TableCell>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                      <Avatar src={member.picture || undefined} alt="" sx={{ width: 24, height: 24 }} />
                      {member.name}
                    </Box>
                  </TableCell>
                  <TableCell>
                    {owner ? (
                      <Chip
                        size="small"
                        color="primary"
                        variant="outlined"
                        icon={<OwnerIcon />}
                        label="Team owner"
                      />
                    ) : (
                      'Member'
                    )}
                  </TableCell>
                  {canRevoke && (
                    <TableCell align="right">
                      {!owner && (
                        <Button
                          size="small"
                          startIcon={<RevokeIcon />}
                          aria-label={`Revoke ${member.name}`}
                          onClick={() => setRevoking(member)}
                        >
                          Revoke
                        </Button>
                      )}
                    </TableCell>
                  )}
                </TableRow>
              )
            })}
          </TableBody>
        </Table>
      </TableContainer>
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
