import ChatIcon from '@mui/icons-material/Forum'
import GitHubIcon from '@mui/icons-material/GitHub'
import StorefrontIcon from '@mui/icons-material/Storefront'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { type ProviderId, providerIds } from '@one/contract/auth'
import { readLastProvider } from '../../lib/auth/last-provider.ts'
import { login, useAuth } from '../../stores/auth-store.ts'
import { providerButtonText, providerColors } from './provider-buttons.ts'

const icons: Record<ProviderId, typeof GitHubIcon> = {
  github: GitHubIcon,
  discord: ChatIcon,
  shopify: StorefrontIcon,
}

/** The three sign-in buttons, in the login dialog and in the user menu's sync panel. */
export function ProviderButtons({ onChoose }: { onChoose?: (provider: ProviderId) => void }) {
  const user = useAuth((s) => s.user)
  const loading = useAuth((s) => s.loading)
  const lastUsed = user ? undefined : readLastProvider()
  return (
    <Stack spacing={1.5} sx={{ width: '100%', maxWidth: 300, mx: 'auto' }}>
      {providerIds.map((provider) => {
        const Icon = icons[provider]
        return (
          <Stack key={provider} spacing={0.25} sx={{ alignItems: 'center' }}>
            <Button
              fullWidth
              variant="contained"
              disableElevation
              disabled={loading}
              startIcon={<Icon />}
              onClick={() => {
                onChoose?.(provider)
                void login(provider)
              }}
              sx={{
                borderRadius: 99,
                textTransform: 'none',
                bgcolor: providerColors[provider],
                color: '#fff',
                '&:hover': { bgcolor: providerColors[provider], filter: 'brightness(1.15)' },
              }}
            >
              {providerButtonText(provider, user)}
            </Button>
            {lastUsed === provider && (
              <Typography variant="caption" color="text.secondary">
                Last Used
              </Typography>
            )}
          </Stack>
        )
      })}
    </Stack>
  )
}
