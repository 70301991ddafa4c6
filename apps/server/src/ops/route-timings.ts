/** Upper bounds of the duration buckets, in seconds: fine below 50 ms, where the targets are. */
const BOUNDS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]
const LE = BOUNDS.map(String)

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']

/** `counts[i]`: answers in bucket i alone (not cumulative); `overflow`: slower than the last bound. */
type Series = {
  method: string
  route: string
  status: number
  counts: Float64Array
  overflow: number
  sum: number
}

/** The answers of one route (or of every unmatched request), by method and status. */
export type RouteTiming = {
  /** `ms`: the reply's elapsed time. Costs a map lookup and a few additions, nothing allocated once warm. */
  observe(method: string, status: number, ms: number): void
}

/**
 * `http_request_duration_seconds` by method, route template and status. prom-client's own histogram
 * hashes its labels on every observation (about 2 µs here); these series are found by number and
 * handed to prom-client only when scraped.
 */
export class RouteTimings {
  private readonly series: Series[] = []

  /** The timing of one route template (`/api/one/bins/:id`), made once when the route is added. */
  route(route: string): RouteTiming {
    const byKey = new Map<number, Series>()
    return {
      observe: (method, status, ms) => {
        let m = METHODS.indexOf(method)
        if (m < 0) m = METHODS.length
        const key = status * 8 + m
        let series = byKey.get(key)
        if (series === undefined) {
          series = {
            method: METHODS[m] ?? 'OTHER',
            route,
            status,
            counts: new Float64Array(BOUNDS.length),
            overflow: 0,
            sum: 0,
          }
          byKey.set(key, series)
          this.series.push(series)
        }
        const seconds = ms / 1000
        series.sum += seconds
        let b = 0
        while (b < BOUNDS.length && seconds > BOUNDS[b]!) b++
        if (b < BOUNDS.length) series.counts[b]!++
        else series.overflow++
      },
    }
  }

  /** Requests refused with 429 (a rate limit), by method and route. */
  refusals(): { labels: Record<string, string>; value: number }[] {
    return this.series
      .filter((s) => s.status === 429)
      .map((s) => ({ labels: { method: s.method, route: s.route }, value: total(s) }))
  }

  /** The histogram as prom-client's registry prints it. */
  metric() {
    return {
      name: 'http_request_duration_seconds',
      help: 'Time from a request to its answer, by method, route template and status',
      type: 'histogram',
      aggregator: 'sum',
      get: async () => ({
        name: 'http_request_duration_seconds',
        help: 'Time from a request to its answer, by method, route template and status',
        type: 'histogram',
        aggregator: 'sum',
        values: this.series.flatMap(values),
      }),
    }
  }
}

const total = (s: Series) => s.counts.reduce((a, b) => a + b, 0) + s.overflow

function values(s: Series) {
  const labels = { method: s.method, route: s.route, status: String(s.status) }
  let running = 0
  const buckets = LE.map((le, i) => {
    running += s.counts[i]!
    return { metricName: 'http_request_duration_seconds_bucket', labels: { ...labels, le }, value: running }
  })
  const count = running + s.overflow
  return [
    ...buckets,
    { metricName: 'http_request_duration_seconds_bucket', labels: { ...labels, le: '+Inf' }, value: count },
    { metricName: 'http_request_duration_seconds_sum', labels, value: s.sum },
    { metricName: 'http_request_duration_seconds_count', labels, value: count },
  ]
}
