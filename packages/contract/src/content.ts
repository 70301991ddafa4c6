// The site's content (spec sections 3 and 7; FACTS section 7): notifications, banners, promotions and
// spots, served to everyone, and the admin calls that publish them.
import { z } from 'zod/mini'
import { endpoints } from './endpoint.ts'
import { storableText } from './storable.ts'

export const contentKinds = ['notifications', 'banners', 'promotions', 'spots'] as const
export type ContentKind = (typeof contentKinds)[number]

/** Spec section 9: a dismissed banner keeps others away this long. */
export const BANNER_COOLDOWN_MINUTES = 4320

/** The site ids a banner or spot can name (FACTS 7.3); `server` marks a server banner. */
export const siteIds = ['*', 'dev', 'vbin', 'vplay', 'docs', 'home', 'server', 'v3'] as const

export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/

export const slug = z
  .string()
  .check(z.regex(SLUG_PATTERN, 'must be a slug: 1 to 64 lower-case letters, digits and inner dashes'))

/** Text a person reads: at most `max` characters, none the database cannot keep. */
const text = (holder: string, max: number) => z.string().check(z.maxLength(max), storableText(holder))

const MAX_URL = 2048

// A scheme of http or https, a host name (or [IPv6]) and an optional port, then no spaces or controls.
const HTTP_URL =
  /^https?:\/\/(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?(?:[/?#][^\s\\]*)?$/i

/** A C0 control character or DEL, which no address may carry. */
const hasControl = (value: string) =>
  [...value].some((char) => {
    const code = char.charCodeAt(0)
    return code < 0x20 || code === 0x7f
  })

const isHttpUrl = (value: string) => HTTP_URL.test(value) && !hasControl(value)

/** Where an image or an outside page is: an http(s) address only (no javascript:, data: or file:). */
export const httpUrl = z
  .string()
  .check(z.maxLength(MAX_URL), z.refine(isHttpUrl, 'must be an http:// or https:// address'))

/** An image: an outside http(s) address, or one uploaded here (its address on this API). */
export const imageUrl = z.string().check(
  z.maxLength(MAX_URL),
  z.refine(
    (value) => isHttpUrl(value) || IMAGE_PATH.test(value),
    'must be an http:// or https:// address, or an uploaded image',
  ),
)

/**
 * Where an action or link leads: an http(s) address (a new tab), an in-app path (`/user/dashboard`)
 * or an in-app query (`?one=subscribe`). Never a scheme that runs script.
 */
export const linkTarget = z.string().check(
  z.maxLength(MAX_URL),
  z.refine(
    (value) => value === '' || isHttpUrl(value) || /^(\/(?![/\\])|\?)[^\s\\]*$/.test(value),
    'must be an http(s) address, an in-app path starting with / or a query starting with ?',
  ),
)

/** A hex colour (#rgb, #rrggbb, #rrggbbaa) or one of the theme's colour names; empty for the default. */
export const themeColors = [
  'primary',
  'secondary',
  'success',
  'info',
  'warning',
  'error',
  'surface',
  'surface-light',
] as const
export const color = z
  .string()
  .check(
    z.refine(
      (value) =>
        value === '' ||
        /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/.test(value) ||
        (themeColors as readonly string[]).includes(value),
      `must be a hex colour (#1867c0) or one of ${themeColors.join(', ')}`,
    ),
  )

/**
 * Attributes spread onto a link (FACTS 7.2): only harmless ones, so a record cannot add an event
 * handler, a style or another address.
 */
export const attributes = z
  .record(
    z
      .string()
      .check(
        z.regex(
          /^(?:data-[a-z0-9-]{1,40}|aria-[a-z]{1,30}|rel|target|title)$/,
          'must be data-*, aria-*, rel, target or title',
        ),
      ),
    text('An attribute', 200),
  )
  .check(z.refine((value) => Object.keys(value).length <= 10, 'may hold at most 10 attributes'))

const image = z.nullable(z.object({ url: imageUrl }))
const siteList = z.array(z.enum(siteIds)).check(z.minLength(1), z.maxLength(siteIds.length))

// What an omitted field of the metadata is: only the fields that say what an item is are required
// (its text, where it shows, where it leads); the rest have the value a blank form starts from.
// (Each use gets its own copy: a default is shallow-cloned, and these hold nothing deeper.)
const or = <T extends z.ZodMiniType>(schema: T, value: z.output<T>) => z._default(schema, value as never)
const noImage = () => or(image, null)
const noAttributes = or(attributes, {})

export const notificationMetadata = z.object({
  emoji: or(text('An emoji', 16), ''),
  text: text('A text', 500),
  action: or(linkTarget, ''),
  action_text: or(text('An action text', 40), ''),
  attributes: noAttributes,
})

export const bannerMetadata = z.object({
  site: siteList,
  active: or(z.boolean(), true),
  color: or(color, 'primary'),
  text: text('A text', 200),
  subtext: or(text('A subtext', 300), ''),
  link: or(linkTarget, ''),
  link_text: or(text('A link text', 40), ''),
  link_color: or(color, ''),
  closable: or(z.boolean(), true),
  height: or(z.nullable(z.int().check(z.minimum(24), z.maximum(400))), null),
  bg_blur: or(z.nullable(z.int().check(z.minimum(0), z.maximum(64))), null),
  images: or(z.object({ bg: noImage(), logo: noImage() }), { bg: null, logo: null }),
  attributes: noAttributes,
})

export const promotionMetadata = z.object({
  active: or(z.boolean(), true),
  discoverable: or(z.boolean(), true),
  url: httpUrl,
  short_text: or(text('A short text', 80), ''),
  text: text('A text', 500),
  color: or(color, ''),
  advertisement: or(z.boolean(), false),
  images: or(
    z.object({
      default: noImage(),
      logodark: noImage(),
      logolight: noImage(),
      bgdark: noImage(),
      bglight: noImage(),
    }),
    { default: null, logodark: null, logolight: null, bgdark: null, bglight: null },
  ),
})

export const spotMetadata = z.object({
  site: siteList,
  active: or(z.boolean(), true),
  href: httpUrl,
  image: noImage(),
})

const title = text('A title', 120).check(z.minLength(1, 'must not be empty'))

/** The public shape of each kind (spec section 3): what `GET /one/{kind}` lists. */
const record = <M extends z.ZodMiniType>(metadata: M) =>
  z.object({ slug, title: z.string(), created_at: z.string(), metadata })

export const notification = record(notificationMetadata)
export const banner = record(bannerMetadata)
export const promotion = record(promotionMetadata)
export const spot = record(spotMetadata)
export type Notification = z.infer<typeof notification>
export type Banner = z.infer<typeof banner>
export type BannerMetadata = z.infer<typeof bannerMetadata>
export type Promotion = z.infer<typeof promotion>
export type Spot = z.infer<typeof spot>

export const metadataOf = {
  notifications: notificationMetadata,
  banners: bannerMetadata,
  promotions: promotionMetadata,
  spots: spotMetadata,
} as const

export type ContentMetadata = {
  notifications: Notification['metadata']
  banners: Banner['metadata']
  promotions: Promotion['metadata']
  spots: Spot['metadata']
}

/** Any kind's body, checked against its kind's schema by the server once the kind is known. */
export const anyContentBody = z.strictObject({
  slug,
  title,
  metadata: z.record(z.string(), z.unknown()),
  published: z.boolean(),
})
/** A kind's whole body, metadata included: what the server checks a create against, every issue at once. */
export const contentBodyOf = {
  notifications: z.strictObject({ slug, title, metadata: notificationMetadata, published: z.boolean() }),
  banners: z.strictObject({ slug, title, metadata: bannerMetadata, published: z.boolean() }),
  promotions: z.strictObject({ slug, title, metadata: promotionMetadata, published: z.boolean() }),
  spots: z.strictObject({ slug, title, metadata: spotMetadata, published: z.boolean() }),
} as const
/** A kind's edit, checked the same way: metadata, when given, replaces the whole of it. */
export const contentPatchOf = {
  notifications: z.partial(contentBodyOf.notifications),
  banners: z.partial(contentBodyOf.banners),
  promotions: z.partial(contentBodyOf.promotions),
  spots: z.partial(contentBodyOf.spots),
} as const

/** An edit: any of the fields; metadata, when given, replaces the whole of it. */
export const anyContentPatch = z
  .strictObject({
    slug: z.optional(slug),
    title: z.optional(title),
    metadata: z.optional(z.record(z.string(), z.unknown())),
    published: z.optional(z.boolean()),
  })
  .check(z.refine((value) => Object.keys(value).length > 0, 'must change something'))

/**
 * An item as the console sees it: published or not, with its last change. `etag` is the version it
 * is at, the ETag a GET of it answers with: an edit sends it back as If-Match.
 */
export const adminItem = z.object({
  slug,
  title: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  published: z.boolean(),
  metadata: z.record(z.string(), z.unknown()),
  etag: z.string(),
})
export type AdminItem = z.infer<typeof adminItem>

export const contentActions = ['create', 'update', 'publish', 'unpublish', 'delete', 'upload'] as const
export type ContentAction = (typeof contentActions)[number]

/** One admin change: who, what, when. */
export const contentChange = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.object({ id: z.nullable(z.string()), name: z.string() }),
  action: z.enum(contentActions),
  kind: z.string(),
  slug: z.string(),
})
export type ContentChange = z.infer<typeof contentChange>

const kindParam = z.object({ kind: z.enum(contentKinds) })
const itemParams = z.object({ kind: z.enum(contentKinds), slug })

export const IMAGE_MAX_BYTES = 2 * 1024 * 1024
export const imageTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const
/** An uploaded image's address relative to the API base: its content hash and extension. */
export const IMAGE_PATH = /^\/one\/images\/[0-9a-f]{64}\.(?:png|jpg|webp|gif)$/

export const contentEndpoints = endpoints('content', {
  notifications: {
    method: 'GET',
    path: '/one/notifications',
    summary: 'The published notifications, newest first',
    response: z.object({ notifications: z.array(notification) }),
  },
  banners: {
    method: 'GET',
    path: '/one/banners',
    summary: 'The published banners, newest first; the app picks which one to show (spec section 4)',
    response: z.object({ banners: z.array(banner) }),
  },
  promotions: {
    method: 'GET',
    path: '/one/promotions',
    summary: 'The published promotions, newest first',
    response: z.object({ promotions: z.array(promotion) }),
  },
  spots: {
    method: 'GET',
    path: '/one/spots',
    summary: 'The published spots, newest first',
    response: z.object({ spots: z.array(spot) }),
  },
  image: {
    method: 'GET',
    path: '/one/images/:file',
    summary: 'An uploaded image, by the hash of its bytes (cached for a year)',
    params: z.object({ file: z.string().check(z.maxLength(80)) }),
  },
})

export const adminContentEndpoints = endpoints('adminContent', {
  list: {
    method: 'GET',
    path: '/one/admin/:kind',
    summary: 'Every item of a kind, published or not (admins only)',
    params: kindParam,
    response: z.object({ items: z.array(adminItem) }),
  },
  create: {
    method: 'POST',
    path: '/one/admin/:kind',
    summary: 'Create an item (admins only); its slug is unique within its kind',
    params: kindParam,
    body: anyContentBody,
    response: z.object({ item: adminItem }),
    status: 201,
  },
  read: {
    method: 'GET',
    path: '/one/admin/:kind/:slug',
    summary: 'One item, published or not, with its version as ETag (admins only)',
    params: itemParams,
    response: z.object({ item: adminItem }),
  },
  update: {
    method: 'PATCH',
    path: '/one/admin/:kind/:slug',
    summary:
      'Edit, publish or unpublish an item (admins only). If-Match must name the version the edit was made on: another version is 412, none 428',
    params: itemParams,
    body: anyContentPatch,
    response: z.object({ item: adminItem }),
  },
  remove: {
    method: 'DELETE',
    path: '/one/admin/:kind/:slug',
    summary: 'Delete an item (admins only); with If-Match, only while it is still that version (else 412)',
    params: itemParams,
    status: 204,
  },
  history: {
    method: 'GET',
    path: '/one/admin/history',
    summary: 'The latest admin changes to the content: who, what, when (admins only)',
    response: z.object({ changes: z.array(contentChange) }),
  },
  upload: {
    method: 'POST',
    path: '/one/admin/images',
    summary: 'Upload an image (PNG, JPEG, WebP or GIF, at most 2 MB; admins only); gives its address',
    response: z.object({ url: z.string() }),
    status: 201,
  },
})
