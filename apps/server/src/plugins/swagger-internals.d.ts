// The two modules of @fastify/swagger that openapi.ts uses directly, to load the document's writer late.
declare module '@fastify/swagger/lib/util/add-hook.js' {
  import type { FastifyInstance } from 'fastify'
  /** Collects every route added from now on, as the plugin does when registered. */
  export function addHook(app: FastifyInstance, options: object): { routes: unknown[]; Ref: unknown }
}

declare module '@fastify/swagger/lib/spec/openapi/index.js' {
  /** Makes the function that writes the OpenAPI document of `routes`. */
  export default function openapiWriter(
    options: object,
    cache: { object: null; string: null },
    routes: unknown[],
    Ref: unknown,
  ): () => unknown
}
