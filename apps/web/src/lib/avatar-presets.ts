import type { User } from '@one/contract/auth'
import { site } from './site.ts'

/** FACTS 9.7: the presets in picker order; scripts/generate-avatars.mjs draws them into public/avatars. */
export const avatarPresetNames = [
  'dark',
  'blackguard',
  'grass',
  'wood',
  'gold',
  'planetary',
  'grass-subscriber',
  'wood-subscriber',
  'gold-subscriber',
  'planetary-subscriber',
  'battlecruiser',
  'cosmic-blue',
  'blackhole',
  'meteor',
] as const

export type AvatarPresetName = (typeof avatarPresetNames)[number]

/** Our own subscriber avatar. */
const ONE_AVATAR_URL = '/avatars/one.svg'

/** The product logo, shown in the menu when no avatar is chosen. */
const PRODUCT_LOGO_URL = '/favicon.svg'

export interface AvatarChoice {
  id: string
  url: string
  label: string
}

type PictureHolder = Pick<User, 'picture'> | null

function presetUrl(name: AvatarPresetName): string {
  return `/avatars/${name}.svg`
}

function presetLabel(name: AvatarPresetName): string {
  return name
    .split('-')
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ')
}

/** The picker's list (FACTS 9.7): the provider picture, the subscriber avatar, then the presets. */
export function avatarChoices({ user, isSubscriber }: { user: PictureHolder; isSubscriber: boolean }) {
  const choices: AvatarChoice[] = []
  if (user?.picture) choices.push({ id: 'provider', url: user.picture, label: 'Your picture' })
  if (isSubscriber) choices.push({ id: 'one', url: ONE_AVATAR_URL, label: site.product })
  for (const name of avatarPresetNames)
    choices.push({ id: name, url: presetUrl(name), label: presetLabel(name) })
  return choices
}

/** FACTS 9.3: the menu shows the chosen avatar only when signed in, the product logo otherwise. */
export function menuAvatarUrl(avatar: string, user: PictureHolder): string {
  return user && avatar ? avatar : PRODUCT_LOGO_URL
}

/** FACTS 9.1: the app-bar button shows the chosen avatar, else the provider picture. */
export function buttonAvatarUrl(avatar: string, user: PictureHolder): string {
  return avatar || user?.picture || PRODUCT_LOGO_URL
}
