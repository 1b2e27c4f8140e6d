import { mkdtemp, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_IMAGE_CACHE_MAX_MB, DiskCache, imageCacheMaxBytes } from './disk-cache'

let dir: string

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'delikat-disk-cache-'))
})

afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

async function bytesOnDisk(): Promise<number> {
  const names = await readdir(dir)
  const sizes = await Promise.all(names.map(async (name) => (await stat(path.join(dir, name))).size))
  return sizes.reduce((sum, size) => sum + size, 0)
}

const file = (size: number, fill = 1) => new Uint8Array(size).fill(fill)

describe('disk cache', () => {
  it('stays under its cap on disk after writing many times the cap', async () => {
    const cache = new DiskCache({ dir, maxBytes: 10_000 })
    for (let i = 0; i < 60; i++) {
      await cache.put(`render-${i}.webp`, file(1_000 + (i % 7) * 100))
      expect(cache.bytes).toBeLessThanOrEqual(10_000)
    }
    expect(await bytesOnDisk()).toBeLessThanOrEqual(10_000)
    expect(await bytesOnDisk()).toBe(cache.bytes)
    // The newest are the ones kept.
    expect(await cache.get('render-59.webp')).not.toBeNull()
    expect(await cache.get('render-0.webp')).toBeNull()
  })

  it('evicts the least recently used, not the oldest written', async () => {
    const cache = new DiskCache({ dir, maxBytes: 5_000, lowWaterMark: 1 })
    for (const name of ['a', 'b', 'c', 'd', 'e']) await cache.put(`${name}.webp`, file(1_000))
    expect(await cache.get('a.webp')).not.toBeNull()
    await cache.put('f.webp', file(1_000))
    expect((await readdir(dir)).sort()).toEqual(['a.webp', 'c.webp', 'd.webp', 'e.webp', 'f.webp'])
  })

  it('answers what it holds, and nothing for what it does not', async () => {
    const cache = new DiskCache({ dir, maxBytes: 10_000 })
    await cache.put('x.webp', file(10, 7))
    expect(Array.from((await cache.get('x.webp')) ?? [])).toEqual(Array.from(file(10, 7)))
    expect(await cache.get('y.webp')).toBeNull()
    await cache.put('x.webp', file(20))
    expect(cache.bytes).toBe(20)
    expect(cache.count).toBe(1)
  })

  it('takes in the files already there at start, evicting the least recently used when over the cap', async () => {
    for (let i = 0; i < 10; i++) {
      const name = path.join(dir, `old-${i}.webp`)
      await writeFile(name, file(1_000))
      const at = new Date(Date.now() - (100 - i) * 1000)
      await utimes(name, at, at)
    }
    await writeFile(path.join(dir, 'half-written.webp.123.abc.tmp'), file(500))
    const cache = new DiskCache({ dir, maxBytes: 5_000 })
    expect(await cache.get('old-9.webp')).not.toBeNull()
    expect(cache.bytes).toBeLessThanOrEqual(5_000)
    expect(await bytesOnDisk()).toBeLessThanOrEqual(5_000 + 500)
    expect(await cache.get('old-0.webp')).toBeNull()
  })

  it('reads the directory again to learn what another process wrote', async () => {
    let now = Date.now()
    const cache = new DiskCache({ dir, maxBytes: 5_000, rescanAfterMs: 60_000, now: () => now })
    await cache.put('mine.webp', file(1_000))
    await writeFile(path.join(dir, 'theirs.webp'), file(4_500))
    now += 61_000
    await cache.put('later.webp', file(100))
    await cache.rescan()
    expect(await bytesOnDisk()).toBeLessThanOrEqual(5_000)
    expect(cache.bytes).toBe(await bytesOnDisk())
  })

  it('refuses names that would leave its directory', async () => {
    const cache = new DiskCache({ dir, maxBytes: 1_000 })
    await expect(cache.put('../escape.webp', file(1))).rejects.toThrow(/Not a cache file name/)
    await expect(cache.get('.hidden')).rejects.toThrow(/Not a cache file name/)
  })
})

describe('IMAGE_CACHE_MAX_MB', () => {
  it('defaults to 512 MB and refuses what is not a positive number', () => {
    expect(imageCacheMaxBytes(undefined)).toBe(DEFAULT_IMAGE_CACHE_MAX_MB * 1024 * 1024)
    expect(imageCacheMaxBytes('')).toBe(512 * 1024 * 1024)
    expect(imageCacheMaxBytes('64')).toBe(64 * 1024 * 1024)
    expect(() => imageCacheMaxBytes('0')).toThrow(/IMAGE_CACHE_MAX_MB/)
    expect(() => imageCacheMaxBytes('lots')).toThrow(/IMAGE_CACHE_MAX_MB/)
  })
})
