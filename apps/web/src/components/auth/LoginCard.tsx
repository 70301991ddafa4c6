import Avatar from '@mui/material/Avatar'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { readLastProvider } from '../../lib/auth/last-provider.ts'
import { site } from '../../lib/site.ts'
import { ProductLogo } from '../ProductLogo.tsx'
import { ProviderButtons } from './ProviderButtons.tsx'

/** Spec section 2, Login: the heading, the product, why to sign in, and the provider buttons. */
export function LoginCard() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 480, mx: 'auto', p: 3 }}>
      <Avatar sx={{ width: 64, height: 64, bgcolor: 'transparent' }}>
        <ProductLogo size={64} />
      </Avatar>
      <div>
        <Typography variant="overline" color="text.secondary" component="p">
          {readLastProvider() ? 'Welcome back to' : 'Login to'}
        </Typography>
        <Typography variant="h4" component="h2" sx={{ fontWeight: 700 }}>
          {site.product}
        </Typography>
      </div>
      <Typography color="text.secondary">
        Login to save your settings and gain access to exclusive subscriber perks.
      </Typography>
      <ProviderButtons />
    </Stack>
  )
}
