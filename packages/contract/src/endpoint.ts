import type { $ZodType } from 'zod/v4/core'

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'

/**
 * One call of the API, written once and read by both sides: the server registers its route from it,
 * the app's client builds the request from it. `path` is relative to the API base, with `:name` for
 * each path parameter (Fastify's syntax).
 */
export type Endpoint = {
  method: HttpMethod
  path: string
  summary: string
  params?: $ZodType
  query?: $ZodType
  body?: $ZodType
  /** The success answer; absent for 204 and for answers that are not JSON. */
  response?: $ZodType
  /** The success status when it is not 200. */
  status?: 201 | 204 | 302
  /** The call's name in the API document (its operationId): set by `endpoints` from area and key. */
  operationId?: string
}

/**
 * Checks an endpoint table against `Endpoint` while keeping each entry's exact types, and names each
 * call after its area and key (`bins` and `list` make `binsList`), so the API document's operation
 * ids are stable and unique without a list kept by hand.
 */
export function endpoints<const T extends Record<string, Endpoint>>(
  area: string,
  table: T,
): { [K in keyof T]: T[K] & { operationId: string } } {
  return Object.fromEntries(
    Object.entries(table).map(([key, endpoint]) => [
      key,
      { ...endpoint, operationId: area + key[0]!.toUpperCase() + key.slice(1) },
    ]),
  ) as { [K in keyof T]: T[K] & { operationId: string } }
}

/** The endpoint's path with its parameters filled in, each encoded. */
export function pathOf(endpoint: Pick<Endpoint, 'path'>, params: Record<string, string> = {}): string {
  return endpoint.path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`${endpoint.path} needs the parameter ${name}`)
    return encodeURIComponent(value)
  })
}
