import type { Endpoint } from '@one/contract/endpoint'
import { z } from 'zod/mini'
import type { $ZodType } from 'zod/v4/core'

type Part<E, K extends string> = E extends { [key in K]: infer S } ? S : undefined
type SuccessStatus<E> = E extends { status: infer S extends number } ? S : 200
/** A JSON answer, an empty 204 or redirect, or nothing to describe (a text). */
type Success<E> = E extends { response: infer R }
  ? { [S in SuccessStatus<E>]: R }
  : E extends { status: 204 | 302 }
    ? { [S in SuccessStatus<E>]: z.ZodMiniNull }
    : Record<never, never>

/**
 * The method, path and schemas of a route, read from its endpoint in the contract, so a path is
 * written once for the server and the app. `errors` documents the failures the route can answer with.
 */
export function endpointRoute<const E extends Endpoint, const R extends Record<number, $ZodType>>(
  endpoint: E,
  errors: R,
) {
  const status = endpoint.status ?? 200
  const success = endpoint.response
    ? { [status]: endpoint.response }
    : status === 204 || status === 302
      ? { [status]: z.null() }
      : {}
  // A schema key that is present but undefined makes Fastify warn that the route is underspecified.
  const parts = { params: endpoint.params, querystring: endpoint.query, body: endpoint.body }
  const given = Object.fromEntries(Object.entries(parts).filter(([, schema]) => schema !== undefined))
  return {
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      operationId: endpoint.operationId,
      summary: endpoint.summary,
      ...(given as { params: Part<E, 'params'>; querystring: Part<E, 'query'>; body: Part<E, 'body'> }),
      response: { ...success, ...errors } as Success<E> & R,
    },
  }
}
