import { type FastifyBaseLogger, LogController } from 'fastify'
import type { Bindings, ChildLoggerOptions, Level } from 'pino'

type Parent = FastifyBaseLogger & { levels: { values: Record<string, number> } }
type Log = (object: unknown, ...rest: unknown[]) => void

/**
 * A request's logger that makes its pino child only when a line is really written. Fastify makes a child
 * for every request (its request id bound in), about a tenth of the cheapest route's time; at the usual
 * level (warn and above) most requests never log a line, so most never need one. What is written is
 * exactly what the child would write: same bindings, same options, same level.
 */
class RequestLog {
  #child: FastifyBaseLogger | undefined
  readonly #parent: Parent
  readonly #bindings: Bindings
  readonly #options: ChildLoggerOptions

  constructor(parent: Parent, bindings: Bindings, options: ChildLoggerOptions) {
    this.#parent = parent
    this.#bindings = bindings
    this.#options = options
  }

  #real(): FastifyBaseLogger {
    this.#child ??= this.#parent.child(this.#bindings, this.#options)
    return this.#child
  }

  get level(): string {
    return this.#child?.level ?? this.#options.level ?? this.#parent.level
  }

  set level(level: string) {
    this.#real().level = level
  }

  isLevelEnabled(level: string): boolean {
    const values = this.#parent.levels.values
    return (values[level] ?? Number.POSITIVE_INFINITY) >= (values[this.level] ?? 0)
  }

  #write(level: Level, args: unknown[]) {
    if (!this.isLevelEnabled(level)) return
    ;(this.#real()[level] as Log)(...(args as [unknown]))
  }

  trace(...args: unknown[]) {
    this.#write('trace', args)
  }
  debug(...args: unknown[]) {
    this.#write('debug', args)
  }
  info(...args: unknown[]) {
    this.#write('info', args)
  }
  warn(...args: unknown[]) {
    this.#write('warn', args)
  }
  error(...args: unknown[]) {
    this.#write('error', args)
  }
  fatal(...args: unknown[]) {
    this.#write('fatal', args)
  }
  silent() {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#real().child(bindings, options)
  }

  bindings(): Bindings {
    return { ...(this.#parent as unknown as { bindings(): Bindings }).bindings(), ...this.#bindings }
  }
}

/** Fastify's `childLoggerFactory`: app.ts passes it. */
export function lazyRequestLog(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new RequestLog(logger as Parent, bindings, options) as unknown as FastifyBaseLogger
}

const INFO = 30
const levelValues: Record<string, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 }

/**
 * Fastify's request lines ("incoming request", "request completed") are info lines: below the
 * configured level they are not even built. Error lines are kept at every level.
 */
export function requestLines(level: string): LogController {
  const controller = new LogController()
  if ((levelValues[level] ?? Number.POSITIVE_INFINITY) <= INFO) return controller
  controller.incomingRequest = () => {}
  const completed = controller.requestCompleted.bind(controller)
  controller.requestCompleted = (error, request, reply, metadata) => {
    if (error) completed(error, request, reply, metadata)
  }
  return controller
}
