import type { ContentKind } from '@one/contract/content'

/** One field of a kind's metadata in the console's form. `path` is where it sits in the metadata. */
export type Field =
  | { path: string[]; label: string; type: 'text' | 'multiline' | 'link' | 'color' }
  | { path: string[]; label: string; type: 'boolean' }
  | { path: string[]; label: string; type: 'number' }
  | { path: string[]; label: string; type: 'sites' }
  | { path: string[]; label: string; type: 'image' }

const noImage = null

/** A new item's metadata: what the form starts from. */
export const blankMetadata: Record<ContentKind, Record<string, unknown>> = {
  notifications: { emoji: '🔔', text: '', action: '', action_text: '', attributes: {} },
  banners: {
    site: ['*'],
    active: true,
    color: 'primary',
    text: '',
    subtext: '',
    link: '',
    link_text: '',
    link_color: '',
    closable: true,
    height: null,
    bg_blur: null,
    images: { bg: noImage, logo: noImage },
    attributes: {},
  },
  promotions: {
    active: true,
    discoverable: true,
    url: 'https://',
    short_text: '',
    text: '',
    color: '',
    advertisement: false,
    images: { default: noImage, logodark: noImage, logolight: noImage, bgdark: noImage, bglight: noImage },
  },
  spots: { site: ['*'], active: true, href: 'https://', image: noImage },
}

export const fieldsOf: Record<ContentKind, Field[]> = {
  notifications: [
    { path: ['emoji'], label: 'Emoji', type: 'text' },
    { path: ['text'], label: 'Text', type: 'multiline' },
    { path: ['action'], label: 'Action (https://…, /path or ?one=…)', type: 'link' },
    { path: ['action_text'], label: 'Action text', type: 'text' },
  ],
  banners: [
    { path: ['site'], label: 'Sites', type: 'sites' },
    { path: ['active'], label: 'Active', type: 'boolean' },
    { path: ['closable'], label: 'Closable', type: 'boolean' },
    { path: ['text'], label: 'Text', type: 'text' },
    { path: ['subtext'], label: 'Subtext', type: 'text' },
    { path: ['color'], label: 'Colour (#1867c0 or primary, …)', type: 'color' },
    { path: ['link'], label: 'Link (https://…, /path or ?one=…)', type: 'link' },
    { path: ['link_text'], label: 'Link text', type: 'text' },
    { path: ['link_color'], label: 'Link colour', type: 'color' },
    { path: ['height'], label: 'Height (px, empty for automatic)', type: 'number' },
    { path: ['bg_blur'], label: 'Background blur (px)', type: 'number' },
    { path: ['images', 'bg'], label: 'Background image', type: 'image' },
    { path: ['images', 'logo'], label: 'Logo', type: 'image' },
  ],
  promotions: [
    { path: ['active'], label: 'Active', type: 'boolean' },
    { path: ['discoverable'], label: 'House ad (discoverable)', type: 'boolean' },
    { path: ['advertisement'], label: 'Sponsored', type: 'boolean' },
    { path: ['url'], label: 'Address (https://…)', type: 'link' },
    { path: ['short_text'], label: 'Short text', type: 'text' },
    { path: ['text'], label: 'Text', type: 'multiline' },
    { path: ['color'], label: 'Colour', type: 'color' },
    { path: ['images', 'default'], label: 'Image', type: 'image' },
    { path: ['images', 'logodark'], label: 'Logo (dark theme)', type: 'image' },
    { path: ['images', 'logolight'], label: 'Logo (light theme)', type: 'image' },
    { path: ['images', 'bgdark'], label: 'Background (dark theme)', type: 'image' },
    { path: ['images', 'bglight'], label: 'Background (light theme)', type: 'image' },
  ],
  spots: [
    { path: ['site'], label: 'Sites', type: 'sites' },
    { path: ['active'], label: 'Active', type: 'boolean' },
    { path: ['href'], label: 'Address (https://…)', type: 'link' },
    { path: ['image'], label: 'Image', type: 'image' },
  ],
}

export function valueAt(metadata: Record<string, unknown>, path: string[]): unknown {
  let value: unknown = metadata
  for (const key of path) value = (value as Record<string, unknown> | null)?.[key]
  return value
}

/** A copy of `metadata` with `value` at `path`. */
export function withValue(
  metadata: Record<string, unknown>,
  path: string[],
  value: unknown,
): Record<string, unknown> {
  const [key, ...rest] = path
  if (key === undefined) return metadata
  const inner = (metadata[key] ?? {}) as Record<string, unknown>
  return { ...metadata, [key]: rest.length === 0 ? value : withValue(inner, rest, value) }
}

export const kindLabels: Record<ContentKind, { plural: string; one: string }> = {
  notifications: { plural: 'Notifications', one: 'notification' },
  banners: { plural: 'Banners', one: 'banner' },
  promotions: { plural: 'Promotions', one: 'promotion' },
  spots: { plural: 'Spots', one: 'spot' },
}

type Draft = { slug: string; title: string; published: boolean; metadata: Record<string, unknown> }

/** The labels of the form's fields where two versions of an item differ, in the form's order. */
export function changedFields(kind: ContentKind, a: Draft, b: Draft): string[] {
  const same = (x: unknown, y: unknown) => JSON.stringify(x ?? null) === JSON.stringify(y ?? null)
  return [
    ...(a.slug === b.slug ? [] : ['Slug']),
    ...(a.title === b.title ? [] : ['Title']),
    ...(a.published === b.published ? [] : ['Published']),
    ...fieldsOf[kind]
      .filter((field) => !same(valueAt(a.metadata, field.path), valueAt(b.metadata, field.path)))
      .map((field) => field.label),
  ]
}
