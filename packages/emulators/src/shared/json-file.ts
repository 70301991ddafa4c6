import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * An emulator's test data, kept in `<dataDir>/<name>` when there is a folder (so a restart of the
 * server still knows it), else only in memory.
 */
export class JsonFile<State extends object> {
  readonly state: State
  readonly #file: string | undefined

  constructor(dataDir: string | undefined, name: string, empty: () => State) {
    this.#file = dataDir ? join(dataDir, name) : undefined
    this.state =
      this.#file && existsSync(this.#file)
        ? { ...empty(), ...(JSON.parse(readFileSync(this.#file, 'utf8')) as Partial<State>) }
        : empty()
  }

  /** Writes the state whole to a new file and renames it over the old: a crash leaves one or the other. */
  save(): void {
    if (!this.#file) return
    mkdirSync(join(this.#file, '..'), { recursive: true })
    const temporary = `${this.#file}.${process.pid}.tmp`
    writeFileSync(temporary, JSON.stringify(this.state))
    renameSync(temporary, this.#file)
  }
}
