import { fetchAs } from './user-agent.ts'

/** A third party's answer that was not what its client can use: its status and a short reason. */
export class RemoteError extends Error {
  constructor(
    readonly service: string,
    readonly status: number | undefined,
    message: string,
  ) {
    super(`${service}: ${message}`)
    this.name = 'RemoteError'
  }
}

/**
 * Fetches JSON from a third party as `userAgent`, failing with a RemoteError on anything but a JSON
 * answer.
 */
export async function remoteJson(
  service: string,
  url: string,
  { userAgent, ...init }: RequestInit & { signal: AbortSignal; userAgent: string },
  accept: (status: number) => boolean = (status) => status >= 200 && status < 300,
): Promise<{ status: number; body: unknown }> {
  const response = await fetchAs(userAgent)(url, init)
  if (!accept(response.status)) {
    await response.body?.cancel()
    throw new RemoteError(service, response.status, `answered ${response.status}`)
  }
  try {
    return { status: response.status, body: await response.json() }
  } catch {
    throw new RemoteError(service, response.status, 'answered with something other than JSON')
  }
}
