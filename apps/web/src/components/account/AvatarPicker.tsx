import Box from '@mui/material/Box'
import ButtonBase from '@mui/material/ButtonBase'
import { avatarChoices } from '../../lib/avatar-presets.ts'
import { useAuth } from '../../stores/auth-store.ts'
import { useSettings } from '../../stores/settings-store.ts'
import { useIsSubscriber } from '../../stores/use-subscriber.ts'
import { UnlockNote } from '../UnlockNote.tsx'

/**
 * FACTS 9.3 and 9.7: round image buttons; a click makes that image the avatar. Locked (not a
 * subscriber), the buttons are disabled under the unlock line.
 */
export function AvatarPicker({ locked = false }: { locked?: boolean }) {
  const user = useAuth((s) => s.user)
  const isSubscriber = useIsSubscriber()
  const current = useSettings((s) => s.settings.one.avatar)
  const update = useSettings((s) => s.update)
  return (
    <>
      {locked && (
        <Box sx={{ display: 'flex', justifyContent: 'center', pt: 1 }}>
          <UnlockNote />
        </Box>
      )}
      <Box
        role="group"
        aria-label="Avatars"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(6, 36px)',
          gap: 1,
          justifyContent: 'center',
          p: 1.5,
        }}
      >
        {avatarChoices({ user, isSubscriber }).map((choice) => (
          <ButtonBase
            key={choice.id}
            aria-label={choice.label}
            aria-pressed={choice.url === current}
            disabled={locked}
            onClick={() =>
              update((draft) => {
                draft.one.avatar = choice.url
              })
            }
            sx={{
              width: 36,
              height: 36,
              borderRadius: '50%',
              overflow: 'hidden',
              outline: choice.url === current ? 2 : 0,
              outlineColor: 'primary.main',
              outlineOffset: 2,
              opacity: locked ? 0.5 : 1,
            }}
          >
            <Box component="img" src={choice.url} alt="" sx={{ width: 1, height: 1, objectFit: 'cover' }} />
          </ButtonBase>
        ))}
      </Box>
    </>
  )
}
