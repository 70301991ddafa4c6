import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import type { Account } from '../access/account.ts'
import type { AccountCache } from '../access/account-cache.ts'
import { AppError } from '../app-error.ts'
import type { Config } from '../config.ts'
import { sessionToken } from '../http/session-cookies.ts'

/** The signed-in caller of a request: their account as verify shows it, and how they proved it. */
export type Viewer = { id: string; account: Account; via: 'session' }

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is calling, looked up at most once per request; undefined for a guest. */
    viewer(): Promise<Viewer | undefined>
    /** Set by requireUser and requireAdmin. */
    user: Viewer | null
    viewerLookup: Promise<Viewer | undefined> | null
  }
  interface FastifyInstance {
    /** Refuses guests with 401 and `message`, before the body is read. */
    requireUser(message?: string): onRequestAsyncHookHandler
    /** Refuses guests with 401 and signed-in users who are not admins with 403. */
    requireAdmin: onRequestAsyncHookHandler
  }
}

/** The user a requireUser or requireAdmin hook let through. */
export function userOf(request: FastifyRequest): Viewer {
  if (!request.user) throw new AppError('unauthorized', 'You are not signed in.')
  return request.user
}

async function lookUp(
  request: FastifyRequest,
  accounts: AccountCache,
  config: Config,
): Promise<Viewer | undefined> {
  const account = await accounts.accountOfToken(sessionToken(request, config))
  return account && { id: account.user.id, account, via: 'session' }
}

export const viewer = fp(
  async (app: FastifyInstance, { accounts, config }: { accounts: AccountCache; config: Config }) => {
    app.decorateRequest('user', null)
    app.decorateRequest('viewerLookup', null)
    app.decorateRequest('viewer', function (this: FastifyRequest) {
      this.viewerLookup ??= lookUp(this, accounts, config)
      return this.viewerLookup
    })

    app.decorate('requireUser', (message = 'You are not signed in.') => async (request: FastifyRequest) => {
      const found = await request.viewer()
      if (!found) throw new AppError('unauthorized', message)
      request.user = found
    })

    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      const found = await request.viewer()
      if (!found) throw new AppError('unauthorized', 'You are not signed in.')
      if (!found.account.user.isAdmin) throw new AppError('forbidden', 'Only admins can do this.')
      request.user = found
    })
  },
)
