import { authEndpoints } from '@one/contract/auth'
import { type Endpoint, pathOf } from '@one/contract/endpoint'
import { errorCode, HttpError } from '@one/contract/errors'
import { parse, z } from 'zod/mini'
import type { $ZodType, input, output } from 'zod/v4/core'
import { config } from './runtime-config.ts'

/**
 * What a call of `endpoint` sends: its path parameters, query and body, each as its schema takes it,
 * and any request headers of its own (an If-Match).
 */
export type CallInput<E extends Endpoint> = (E extends { params: infer P extends $ZodType }
  ? { params: input<P> }
  : { params?: never }) &
  (E extends { query: infer Q extends $ZodType } ? { query?: input<Q> } : { query?: never }) &
  (E extends { body: infer B extends $ZodType } ? { body: input<B> } : { body?: never }) & {
    headers?: Record<string, string>
  }

/** What a call of `endpoint` gives: its response as parsed, or nothing (204, or an answer that is not JSON). */
export type CallOutput<E extends Endpoint> = E extends { response: infer R extends $ZodType }
  ? output<R>
  : undefined

export type Http = {
  call<E extends Endpoint>(
    endpoint: E,
    ...input: object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>]
  ): Promise<CallOutput<E>>
}

/** The server could not be reached: no answer at all, or an answer cut off. */
export class NetworkError extends Error {
  constructor() {
    super('Could not reach the server. Check your connection and try again.')
    this.name = 'NetworkError'
  }
}

type Options = {
  fetchImpl?: typeof fetch
  /** Told of every 401 except verify's own, whose 401 only says "nobody is signed in". */
  onUnauthorized?(): void
}

const errorBody = z.object({ message: z.string(), code: z.optional(z.unknown()) })

/** Spec section 7: the server's message when the body has one, else the body text itself. */
function errorFrom(status: number, text: string): HttpError {
  const fallback = `http_${status}` as const
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return new HttpError(status, fallback, text)
  }
  const parsed = errorBody.safeParse(body)
  if (!parsed.success) return new HttpError(status, fallback, text)
  const code = errorCode.safeParse(parsed.data.code)
  return new HttpError(status, code.success ? code.data : fallback, parsed.data.message)
}

function queryString(query: object | undefined): string {
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.append(name, String(value))
  }
  const text = search.toString()
  return text ? `?${text}` : ''
}

/** The browser's own words for a failed fetch ("Failed to fetch") never reach a person. */
async function reach<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request()
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    throw new NetworkError()
  }
}

/**
 * Every call carries credentials. A non-OK answer throws an HttpError, no answer a NetworkError; 204
 * gives an empty result; the endpoint's response schema checks what the server sent.
 */
export function createHttp(
  base: string,
  { fetchImpl = (...args) => fetch(...args), onUnauthorized }: Options = {},
): Http {
  return {
    async call<E extends Endpoint>(endpoint: E, input?: CallInput<E>): Promise<CallOutput<E>> {
      const { params, query, body, headers } = (input ?? {}) as {
        params?: object
        query?: object
        body?: unknown
        headers?: Record<string, string>
      }
      const url = `${base}${pathOf(endpoint, params as Record<string, string>)}${queryString(query)}`
      const response = await reach(() =>
        fetchImpl(url, {
          method: endpoint.method,
          credentials: 'include',
          ...(body === undefined
            ? { ...(headers ? { headers } : {}) }
            : {
                headers: { ...headers, 'content-type': 'application/json' },
                body: JSON.stringify(body),
              }),
        }),
      )
      if (response.status === 401 && (endpoint as Endpoint) !== authEndpoints.verify) onUnauthorized?.()
      if (response.status === 204) return undefined as CallOutput<E>
      const text = await reach(() => response.text())
      if (!response.ok) throw errorFrom(response.status, text)
      if (!endpoint.response) return undefined as CallOutput<E>
      return parse(endpoint.response, text ? JSON.parse(text) : undefined) as CallOutput<E>
    },
  }
}

const unauthorizedListeners = new Set<() => void>()

/** Calls `listener` whenever the API answers 401 to a signed-in call; gives the way to stop. */
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener)
  return () => unauthorizedListeners.delete(listener)
}

export const http = createHttp(config.apiBase, {
  onUnauthorized: () => {
    for (const listener of unauthorizedListeners) listener()
  },
})
