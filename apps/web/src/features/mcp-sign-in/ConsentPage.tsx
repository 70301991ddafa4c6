import LinkIcon from '@mui/icons-material/Link'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardActions from '@mui/material/CardActions'
import CardContent from '@mui/material/CardContent'
import CircularProgress from '@mui/material/CircularProgress'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import type { ConsentRequest } from '@one/contract/mcp-oauth'
import { useParams } from 'react-router'
import { Time } from '../../components/Time.tsx'
import { QueryProvider } from '../../lib/query-client.tsx'
import { site } from '../../lib/site.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { useAuth } from '../../stores/auth-store.ts'
import { openLoginDialog } from '../../stores/login-dialog-store.ts'
import { useIsSubscriber } from '../../stores/use-subscriber.ts'
import { useConsentRequest } from './api/consent-request.ts'
import { ConsentAnswer } from './ConsentAnswer.tsx'

/** `/oauth/consent/:uid`: a person lets an MCP client act for them, or refuses (decision 0016). */
export function ConsentPage() {
  useDocumentTitle('Connect an MCP client')
  const { uid = '' } = useParams()
  return (
    <QueryProvider>
      <Container maxWidth="sm" sx={{ py: { xs: 3, sm: 6 } }}>
        <ConsentCard uid={uid} />
      </Container>
    </QueryProvider>
  )
}

function ConsentCard({ uid }: { uid: string }) {
  const request = useConsentRequest(uid)
  const ready = useAuth((s) => s.ready)
  if (request.isPending || !ready) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label="Loading the sign-in request" />
      </Box>
    )
  }
  if (request.isError) {
    return (
      <Alert severity="warning" role="alert">
        {request.error.message}
      </Alert>
    )
  }
  return (
    <Card variant="outlined" component="section" aria-labelledby="consent-title">
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
          <LinkIcon color="primary" />
          <Typography id="consent-title" component="h1" variant="h5">
            {`Connect ${request.data.clientName}`}
          </Typography>
        </Box>
        <ConsentBody request={request.data} />
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
        <ConsentAnswer uid={uid} forEveryone={isDevice(request.data)} />
      </CardActions>
    </Card>
  )
}

/** A device sign-in (the command line): it asks for bins only, of any signed-in user (decision 0023). */
const isDevice = (request: ConsentRequest) => Boolean(request.userCode)

const isWebAddress = ({ redirectScheme }: ConsentRequest) =>
  redirectScheme === 'http' || redirectScheme === 'https'

/** The scheme and host the answer goes to: a site, a local port, or an app's own scheme. */
const returnAddress = ({ redirectScheme, redirectHost }: ConsentRequest) =>
  redirectHost ? `${redirectScheme}://${redirectHost}` : `${redirectScheme}:`

function ConsentBody({ request }: { request: ConsentRequest }) {
  const user = useAuth((s) => s.user)
  const subscriber = useIsSubscriber()
  return (
    <>
      {isDevice(request) ? (
        <>
          <Typography sx={{ mb: 2 }}>
            <strong>{request.clientName}</strong>
            {' wants to sign in to your account. Allow it only if your terminal shows this code: '}
            <Box
              component="strong"
              data-testid="user-code"
              sx={{ fontFamily: 'monospace', fontSize: '1.2em' }}
            >
              {request.userCode}
            </Box>
          </Typography>
          {request.requester && <DeviceRequester requester={request.requester} />}
        </>
      ) : (
        <ReturnAddress request={request} />
      )}
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        If you allow it, it may:
      </Typography>
      <Box component="ul" sx={{ mt: 0.5, mb: 2, pl: 3 }}>
        {request.abilities.map((ability) => (
          <Typography component="li" key={ability} variant="body2">
            {ability}
          </Typography>
        ))}
      </Box>
      {!user ? (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" onClick={openLoginDialog}>
              Sign in
            </Button>
          }
        >
          Sign in first: the client will act as the account you sign in with.
        </Alert>
      ) : subscriber || isDevice(request) ? (
        <Typography variant="body2" color="text.secondary">
          {isDevice(request)
            ? `Signed in as ${user.name}. You can sign it out any time under Connected clients on your dashboard's API tab.`
            : `Signed in as ${user.name}. You can disconnect it any time in the API Key dialog.`}
        </Typography>
      ) : (
        <Alert severity="warning">
          {`Connecting an MCP client is a ${site.product} subscriber perk: subscribe to let it in.`}
        </Alert>
      )}
    </>
  )
}

/**
 * Who asked for the code, and when (decision 0037): a link someone else made (`verification_uri_complete`)
 * shows their network and browser, not the reader's own, and a time the reader did nothing at.
 */
function DeviceRequester({ requester }: { requester: NonNullable<ConsentRequest['requester']> }) {
  const { network, browser, os, requestedAt } = requester
  return (
    <>
      <Typography variant="body2" sx={{ mb: 1.5 }} data-testid="device-requester">
        {'Requested '}
        <Time value={requestedAt} />
        {' from '}
        <strong>{network}</strong>
        {`, ${browser} on ${os}.`}
      </Typography>
      <Alert severity="warning" sx={{ mb: 2 }}>
        If someone sent you this link, choose Deny.
      </Alert>
    </>
  )
}

function ReturnAddress({ request }: { request: ConsentRequest }) {
  return (
    <Typography sx={{ mb: 2 }}>
      <strong>{request.clientName}</strong>
      {` wants to use your ${site.product} account through its MCP server. It will send you back to `}
      {isWebAddress(request) ? (
        <strong>{returnAddress(request)}</strong>
      ) : (
        <>
          {'the app that opens '}
          <strong>{returnAddress(request)}</strong>
          {' links'}
        </>
      )}
      .
    </Typography>
  )
}
