// oEmbed (https://oembed.com) for bin pages: chat tools and blogs ask it how to show a bin's link.
import { z } from 'zod/mini'
import { endpoints } from './endpoint.ts'

const URL_MAX = 2048
const sizeMessage = (name: string) => `${name} is a whole number of pixels, at least 1.`
const pixels = (name: string) =>
  z.optional(z.coerce.number(sizeMessage(name)).check(z.int(sizeMessage(name)), z.gte(1, sizeMessage(name))))

/** GET /oembed: `url` is a bin page's address on this site; only `format=json` is offered. */
export const oembedQuery = z.object({
  url: z
    .string('Give the address of a bin page in url.')
    .check(z.maxLength(URL_MAX, `The url can be at most ${URL_MAX} characters long.`)),
  format: z.optional(z.string()),
  maxwidth: pixels('maxwidth'),
  maxheight: pixels('maxheight'),
})
export type OembedQuery = z.infer<typeof oembedQuery>

/** A `rich` answer: `html` is the embed's iframe, `width` and `height` its size. */
export const oembedResponse = z.object({
  type: z.literal('rich'),
  version: z.literal('1.0'),
  title: z.string(),
  author_name: z.string(),
  provider_name: z.string(),
  provider_url: z.string(),
  html: z.string(),
  width: z.int(),
  height: z.int(),
  cache_age: z.int(),
})
export type OembedResponse = z.infer<typeof oembedResponse>

export const oembedEndpoints = endpoints('oembed', {
  read: {
    method: 'GET',
    path: '/oembed',
    summary: "How to embed a public or unlisted bin given its page's address (oEmbed, type rich)",
    query: oembedQuery,
    response: oembedResponse,
  },
})
