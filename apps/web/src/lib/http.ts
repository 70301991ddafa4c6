import { parse } from 'zod/mini'
import type { $ZodType } from 'zod/v4/core'
import { config } from './runtime-config.ts'

/** A failed call. `message` is the server's message, else the raw body text (spec section 7). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
  ) {
    super(message)
  }
}

function errorFrom(status: number, text: string): HttpError {
  try {
    const body = JSON.parse(text) as { message?: unknown; code?: unknown }
    if (typeof body?.message === 'string') {
      return new HttpError(status, body.message, typeof body.code === 'string' ? body.code : undefined)
    }
  } catch {
    // Not JSON: the body text itself is the message.
  }
  return new HttpError(status, text)
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'

export type Http = {
  request<T = unknown>(
    method: Method,
    path: string,
    options?: { body?: unknown; schema?: $ZodType<T> },
  ): Promise<T>
  get<T = unknown>(path: string, schema?: $ZodType<T>): Promise<T>
  post<T = unknown>(path: string, body?: unknown, schema?: $ZodType<T>): Promise<T>
  delete<T = unknown>(path: string, schema?: $ZodType<T>): Promise<T>
}

/**
 * Every call carries credentials. A non-OK answer throws an HttpError; 204 gives an empty result;
 * a response schema, when given, checks what the server sent.
 */
export function createHttp(base: string, fetchImpl: typeof fetch = (...args) => fetch(...args)): Http {
  const http: Http = {
    async request(method, path, { body, schema } = {}) {
      const response = await fetchImpl(`${base}${path}`, {
        method,
        credentials: 'include',
        ...(body === undefined
          ? {}
          : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
      })
      if (response.status === 204) return undefined as never
      const text = await response.text()
      if (!response.ok) throw errorFrom(response.status, text)
      const data: unknown = text ? JSON.parse(text) : undefined
      return schema ? parse(schema, data) : (data as never)
    },
    get: (path, schema) => http.request('GET', path, { schema }),
    post: (path, body, schema) => http.request('POST', path, { body, schema }),
    delete: (path, schema) => http.request('DELETE', path, { schema }),
  }
  return http
}

export const http = createHttp(config.apiBase)
