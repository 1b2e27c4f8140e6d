/**
 * A directory of cached files held under a total size, evicting the least recently used: the image endpoint's
 * renders under DATA_DIR/cache/images. The total and the order of use are kept in memory, so a request costs no
 * directory scan; the directory is read once at the first use and again now and then (`rescanAfterMs`), which
 * takes in what another process sharing the directory wrote or removed meanwhile. A hit touches the file's mtime,
 * so the order of use survives a restart.
 */
import { mkdir, readdir, readFile, rename, stat, unlink, utimes, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { z } from 'zod'

export const DEFAULT_IMAGE_CACHE_MAX_MB = 512

const maxMegabytes = z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().positive().default(DEFAULT_IMAGE_CACHE_MAX_MB))

/** IMAGE_CACHE_MAX_MB in bytes (default 512 MB); a value that is not a positive number stops the start. */
export function imageCacheMaxBytes(value: string | undefined = process.env.IMAGE_CACHE_MAX_MB): number {
  const parsed = maxMegabytes.safeParse(value)
  if (!parsed.success) throw new Error(`IMAGE_CACHE_MAX_MB must be a positive number of megabytes, got "${value}"`)
  return Math.floor(parsed.data * 1024 * 1024)
}

export interface DiskCacheOptions {
  dir: string
  maxBytes: number
  /** The first write after this long reads the directory again in the background. */
  rescanAfterMs?: number
  /** Eviction goes down to this share of maxBytes, so that not every write once the cache is full evicts. */
  lowWaterMark?: number
  now?: () => number
}

interface Entry {
  size: number
  usedAt: number
}

const TEMP_SUFFIX = '.tmp'
/** A temporary file this old was left by a process that stopped mid-write. */
const STALE_TEMP_MS = 60 * 60 * 1000
/** Files stat'ed at once while reading the directory. */
const SCAN_BATCH = 64
/** Names are the endpoint's own keys; anything else (a path, a dot file) would reach outside the directory. */
const SAFE_NAME = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/

export class DiskCache {
  readonly dir: string
  readonly maxBytes: number
  private readonly rescanAfterMs: number
  private readonly lowWaterBytes: number
  private readonly now: () => number
  /** Insertion order is the order of use: the least recently used first. */
  private entries = new Map<string, Entry>()
  private total = 0
  private ready: Promise<void> | null = null
  private scannedAt = 0
  private rescanning: Promise<void> | null = null

  constructor(options: DiskCacheOptions) {
    this.dir = options.dir
    this.maxBytes = options.maxBytes
    this.rescanAfterMs = options.rescanAfterMs ?? 10 * 60 * 1000
    this.lowWaterBytes = Math.floor(options.maxBytes * (options.lowWaterMark ?? 0.9))
    this.now = options.now ?? Date.now
  }

  /** Bytes the cache holds as far as it knows. */
  get bytes(): number {
    return this.total
  }

  get count(): number {
    return this.entries.size
  }

  async get(name: string): Promise<Buffer | null> {
    const file = this.pathOf(name)
    await this.start()
    const data = await readFile(file).catch(() => null)
    if (!data) {
      // Evicted meanwhile, perhaps by another process sharing the directory.
      this.forget(name)
      return null
    }
    this.remember(name, data.length)
    const at = new Date(this.now())
    void utimes(file, at, at).catch(() => undefined)
    return data
  }

  async put(name: string, data: Uint8Array): Promise<void> {
    const file = this.pathOf(name)
    await this.start()
    // Write-then-rename, so a concurrent reader never sees half a file.
    const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}${TEMP_SUFFIX}`
    try {
      await writeFile(temp, data)
    } catch {
      await mkdir(this.dir, { recursive: true })
      await writeFile(temp, data)
    }
    await rename(temp, file)
    this.remember(name, data.byteLength)
    await this.evict(name)
    if (this.now() - this.scannedAt > this.rescanAfterMs && !this.rescanning) {
      this.rescanning = this.rescan().finally(() => {
        this.rescanning = null
      })
    }
  }

  /** Reads the directory again: sizes and order of use from disk, merged with what was used while it read. */
  async rescan(): Promise<void> {
    const startedAt = this.now()
    this.scannedAt = startedAt
    const found = await this.scan()
    const entries = new Map<string, Entry>()
    for (const [name, entry] of found) entries.set(name, entry)
    for (const [name, entry] of this.entries) {
      if (entry.usedAt >= startedAt) {
        entries.delete(name)
        entries.set(name, entry)
      }
    }
    this.entries = entries
    this.total = [...entries.values()].reduce((sum, entry) => sum + entry.size, 0)
    await this.evict()
  }

  private start(): Promise<void> {
    this.ready ??= mkdir(this.dir, { recursive: true })
      .then(() => this.rescan())
      .catch((error: unknown) => {
        // Try again at the next request rather than never.
        this.ready = null
        throw error
      })
    return this.ready
  }

  private async scan(): Promise<Array<[string, Entry]>> {
    const names = await readdir(this.dir).catch(() => [] as string[])
    const found: Array<[string, Entry]> = []
    for (let i = 0; i < names.length; i += SCAN_BATCH) {
      await Promise.all(
        names.slice(i, i + SCAN_BATCH).map(async (name) => {
          const file = path.join(this.dir, name)
          const info = await stat(file).catch(() => null)
          if (!info?.isFile()) return
          if (!name.endsWith(TEMP_SUFFIX)) found.push([name, { size: info.size, usedAt: info.mtimeMs }])
          else if (this.now() - info.mtimeMs > STALE_TEMP_MS) await unlink(file).catch(() => undefined)
        }),
      )
    }
    return found.sort((a, b) => a[1].usedAt - b[1].usedAt)
  }

  private remember(name: string, size: number) {
    this.forget(name)
    this.entries.set(name, { size, usedAt: this.now() })
    this.total += size
  }

  private forget(name: string) {
    const entry = this.entries.get(name)
    if (!entry) return
    this.entries.delete(name)
    this.total -= entry.size
  }

  /** Over the cap: removes the least recently used files down to the low-water mark, keeping `keep` if it can. */
  private async evict(keep?: string) {
    if (this.total <= this.maxBytes) return
    const victims: string[] = []
    for (const [name, entry] of this.entries) {
      if (this.total <= this.lowWaterBytes) break
      if (name === keep && entry.size <= this.lowWaterBytes) continue
      victims.push(name)
      this.forget(name)
    }
    await Promise.all(victims.map((name) => unlink(path.join(this.dir, name)).catch(() => undefined)))
  }

  private pathOf(name: string): string {
    if (!SAFE_NAME.test(name) || name.endsWith(TEMP_SUFFIX)) throw new Error(`Not a cache file name: "${name}"`)
    return path.join(this.dir, name)
  }
}
