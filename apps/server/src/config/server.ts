import { isIP } from 'node:net'
import { domainToASCII } from 'node:url'
import { BIN_STORAGE_QUOTA_BYTES } from '@one/contract/bin-storage'
import { z } from 'zod'
import { defaultWebDist } from '../paths.ts'
import { adminList } from './admins.ts'
import { sessionSecret } from './session-secret.ts'
import { flag, wholeNumber } from './variables.ts'

const origin = z.url().transform((value) => new URL(value).origin)

const originList = z
  .string()
  .default('')
  .transform((list, ctx) => {
    const origins: string[] = []
    for (const item of commaList(list)) {
      const parsed = origin.safeParse(item)
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message: `"${item}" is not an origin like https://example.com` })
        return z.NEVER
      }
      origins.push(parsed.data)
    }
    return origins
  })

const domainName =
  /^(?=.{1,253}$)[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)*$/

/** A host name as the Host header carries it (lower case, IPv6 in brackets), or undefined if it is none. */
export function hostName(text: string): string | undefined {
  const bare = text.replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '')
  const family = isIP(bare)
  if (family === 6) return `[${bare.toLowerCase()}]`
  if (family === 4) return bare
  // domainToASCII drops what follows a path or query; a name has none.
  if (/[\s/\\?#@%]/.test(bare)) return undefined
  const ascii = domainToASCII(bare)
  return domainName.test(ascii) ? ascii : undefined
}

/** Host names, each exact (`one.example.com`) or a domain with every name under it (`.example.com`). */
const hostList = z
  .string()
  .default('')
  .transform((list, ctx) => {
    const hosts: string[] = []
    for (const item of commaList(list)) {
      const domain = item.startsWith('.')
      const name = hostName(domain ? item.slice(1) : item)
      if (name === undefined || (domain && name.startsWith('['))) {
        ctx.addIssue({
          code: 'custom',
          message: `"${item}" is not a host name like one.example.com or .example.com (no scheme, port or path)`,
        })
        return z.NEVER
      }
      hosts.push(domain ? `.${name}` : name)
    }
    return hosts
  })

const proxyNames = new Set(['loopback', 'linklocal', 'uniquelocal'])
const isProxyAddress = (item: string) => {
  const [address = '', bits, ...rest] = item.split('/')
  if (rest.length || (bits !== undefined && !/^\d{1,3}$/.test(bits))) return false
  return isIP(address) !== 0 || (bits === undefined && proxyNames.has(address))
}

/**
 * Unset: no proxy, the socket's address is the client. A whole number: that many proxies in front.
 * Otherwise the addresses (or CIDR ranges) of the proxies whose X-Forwarded-* headers are believed.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((value, ctx): false | number | string[] => {
    if (value === undefined) return false
    if (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 10) return Number(value)
    const list = commaList(value)
    const bad = list.find((item) => !isProxyAddress(item))
    if (bad !== undefined || list.length === 0) {
      ctx.addIssue({
        code: 'custom',
        message: `must be a number of proxies from 1 to 10, or their addresses like 10.0.0.1,10.1.0.0/16 ("${bad ?? value}" is neither)`,
      })
      return z.NEVER
    }
    return list
  })

/** The nearest `hops` addresses in X-Forwarded-For are proxies. */
function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops
}

function commaList(list: string): string[] {
  return list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
}

export const serverVariables = {
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: wholeNumber(0, 65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  PUBLIC_URL: z.url().optional(),
  ALLOWED_HOSTS: hostList,
  TRUST_PROXY: trustProxy,
  API_PREFIX: z
    .string()
    .regex(
      /^\/(?:[A-Za-z0-9._~-]+(?:\/[A-Za-z0-9._~-]+)*\/?)?$/,
      'must be a path like /api, or / for the root of an API host',
    )
    .default('/api'),
  API_BASE: z.string().min(1).optional(),
  SITE_ID: z.string().min(1).default('vbin'),
  WEB_ORIGINS: originList,
  WEB_DIST: z.string().min(1).default(defaultWebDist),
  SERVE_WEB: flag.default('on'),
  BODY_LIMIT: wholeNumber(1024, 64 * 1024 * 1024).default(1024 * 1024),
  BIN_WRITE_LIMIT: wholeNumber(1, 1_000_000).default(60),
  BIN_STORAGE_QUOTA: wholeNumber(1024, 2 ** 50).default(BIN_STORAGE_QUOTA_BYTES),
  MCP_RATE_LIMIT: wholeNumber(1, 1_000_000).default(120),
  BIN_PAGE_RATE_LIMIT: wholeNumber(1, 1_000_000).default(120),
  BIN_EMBED_RATE_LIMIT: wholeNumber(1, 1_000_000).default(300),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_SECRET: sessionSecret,
  COOKIE_DOMAIN: z.string().min(1).optional(),
  ONE_ADMINS: adminList,
}

type Env = z.infer<z.ZodObject<typeof serverVariables>>

/**
 * Where users reach the site unless PUBLIC_URL says: the address the server listens on when HOST is
 * one (so HOST=127.0.0.1 is not announced as localhost, another origin to the browser), else
 * localhost, which also stands for names and for listening on every interface (0.0.0.0, ::).
 */
export function defaultPublicUrl(host: string, port: number): string {
  const address = host.replace(/^\[(.*)\]$/, '$1')
  const family = isIP(address)
  if (family === 0 || address === '0.0.0.0' || address === '::') return `http://localhost:${port}`
  return `http://${family === 6 ? `[${address}]` : address}:${port}`
}

export function readServer(e: Env) {
  const publicUrl = new URL(e.PUBLIC_URL ?? defaultPublicUrl(e.HOST, e.PORT)).origin
  // Written without its last slash, so the root of an API host is the empty prefix.
  const apiPrefix = e.API_PREFIX.replace(/\/+$/, '')
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    /** Host names answered besides PUBLIC_URL's and API_BASE's (`.example.com`: the domain and all under it). */
    allowedHosts: e.ALLOWED_HOSTS,
    /** Fastify's trustProxy: nobody, the first N hops, or the proxies' addresses. */
    trustProxy: typeof e.TRUST_PROXY === 'number' ? trustHops(e.TRUST_PROXY) : e.TRUST_PROXY,
    /** Where every route of the API is mounted: `/api`, or '' (API_PREFIX=/) at the root of its host. */
    apiPrefix,
    /** Where the app's calls go: the API under this server's own prefix unless API_BASE says. */
    apiBase: (e.API_BASE ?? (apiPrefix || publicUrl)).replace(/\/+$/, ''),
    siteId: e.SITE_ID,
    webOrigins: e.WEB_ORIGINS,
    webDist: e.SERVE_WEB === 'on' ? e.WEB_DIST : undefined,
    bodyLimit: e.BODY_LIMIT,
    /** Bin saves, changes and deletions a user (or a guest's address) may make per minute. */
    binWriteLimit: e.BIN_WRITE_LIMIT,
    /** Bytes a user's bins may keep with their history (decision 0036). */
    binStorageQuota: e.BIN_STORAGE_QUOTA,
    /** MCP requests an API key may make per minute. */
    mcpPerMinute: e.MCP_RATE_LIMIT,
    /** Loads of bin pages (with their server-made preview) an address may make per minute. */
    binPagesPerMinute: e.BIN_PAGE_RATE_LIMIT,
    /** Loads of bin embeds an address may make per minute. */
    binEmbedsPerMinute: e.BIN_EMBED_RATE_LIMIT,
    logLevel: e.LOG_LEVEL,
    cookieDomain: e.COOKIE_DOMAIN,
    /** `provider:account id` pairs whose users are admins (see admins.ts). */
    admins: e.ONE_ADMINS,
  }
}
