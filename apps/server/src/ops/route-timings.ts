import type { Histogram, Registry } from 'prom-client'

type PromClient = typeof import('prom-client')
type Labels = { method: string; route: string; status: string }

const NAME = 'http_request_duration_seconds'

/** Upper bounds of the duration buckets, in seconds: fine below 50 ms, where the targets are. */
const BOUNDS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

// Any other method counts as OTHER, so a client cannot make series by inventing methods.
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

// Answers given before prom-client is loaded (metrics.ts loads it once the server listens), kept to be
// observed then; a server that is never scraped or never listens keeps no more than this many.
const MOST_EARLY = 10_000

/** The answers of one route (or of every unmatched request), by method and status. */
export type RouteTiming = {
  /** `ms`: the reply's elapsed time. */
  observe(method: string, status: number, ms: number): void
}

/** `http_request_duration_seconds` by method, route template and status: prom-client's Histogram. */
export class RouteTimings {
  #histogram: Histogram<keyof Labels> | undefined
  #early: [Labels, number][] = []

  /** The timing of one route template (`/api/one/bins/:id`), made once when the route is added. */
  route(route: string): RouteTiming {
    return {
      observe: (method, status, ms) => {
        const labels = { method: METHODS.has(method) ? method : 'OTHER', route, status: String(status) }
        if (this.#histogram) this.#histogram.observe(labels, ms / 1000)
        else if (this.#early.length < MOST_EARLY) this.#early.push([labels, ms / 1000])
      },
    }
  }

  /** Makes the histogram in `registry`, with the answers given so far. */
  register({ Histogram }: PromClient, registry: Registry): void {
    const histogram = new Histogram({
      name: NAME,
      help: 'Time from a request to its answer, by method, route template and status',
      labelNames: ['method', 'route', 'status'],
      buckets: BOUNDS,
      registers: [registry],
    })
    for (const [labels, seconds] of this.#early) histogram.observe(labels, seconds)
    this.#early = []
    this.#histogram = histogram
  }

  /** Requests refused with 429 (a rate limit), by method and route: the histogram's counts of them. */
  async refusals(): Promise<{ labels: Record<string, string>; value: number }[]> {
    const values = (await this.#histogram?.get())?.values ?? []
    return values
      .filter((value) => value.metricName === `${NAME}_count` && value.labels.status === '429')
      .map(({ labels, value }) => ({
        labels: { method: String(labels.method), route: String(labels.route) },
        value,
      }))
  }
}
