import { cached, clearMemoryCache, MEMORY_CACHE_ENTRIES } from './memoryCache'

describe('cached', () => {
  beforeEach(() => {
    clearMemoryCache()
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('shares one load between concurrent callers and reuses it while fresh', async () => {
    const load = vi.fn(async () => 'menu')
    const results = await Promise.all([cached('k', 10_000, load), cached('k', 10_000, load)])
    expect(results).toEqual(['menu', 'menu'])
    vi.advanceTimersByTime(9_999)
    await cached('k', 10_000, load)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('loads again once the time is up', async () => {
    const load = vi.fn(async () => 'footer')
    await cached('k', 10_000, load)
    vi.advanceTimersByTime(10_001)
    await cached('k', 10_000, load)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('does not keep a failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('settings')
    await expect(cached('k', 10_000, load)).rejects.toThrow('down')
    await expect(cached('k', 10_000, load)).resolves.toBe('settings')
  })

  it("follows the storefront server's feed of changes: a change forgets, and nothing is kept while it is down", async () => {
    const key = Symbol.for('delikat.contentFeed')
    const holder = globalThis as unknown as Record<symbol, { generation: number; keeps: boolean } | undefined>
    holder[key] = { generation: 1, keeps: true }
    try {
      const load = vi.fn(async () => 'menu')
      await cached('k', 10_000, load)
      await cached('k', 10_000, load)
      expect(load).toHaveBeenCalledTimes(1)
      holder[key]!.generation += 1
      await cached('k', 10_000, load)
      expect(load).toHaveBeenCalledTimes(2)
      holder[key]!.keeps = false
      await cached('k', 10_000, load)
      await cached('k', 10_000, load)
      expect(load).toHaveBeenCalledTimes(4)
    } finally {
      delete holder[key]
    }
  })

  it('keeps the frame for its longer time while a feed is followed, and a value the caller marks for the short time only', async () => {
    const load = vi.fn(async () => 'texts')
    await cached('frame', 10_000, load, 600_000)
    vi.advanceTimersByTime(10_001)
    await cached('frame', 10_000, load, 600_000)
    // Without a feed nothing forgets a change, so the short time holds.
    expect(load).toHaveBeenCalledTimes(2)

    const key = Symbol.for('delikat.contentFeed')
    const holder = globalThis as unknown as Record<symbol, { generation: number; keeps: boolean } | undefined>
    holder[key] = { generation: 1, keeps: true }
    try {
      clearMemoryCache()
      await cached('frame', 10_000, load, 600_000)
      vi.advanceTimersByTime(599_999)
      await cached('frame', 10_000, load, 600_000)
      expect(load).toHaveBeenCalledTimes(3)
      vi.advanceTimersByTime(2)
      await cached('frame', 10_000, load, 600_000)
      expect(load).toHaveBeenCalledTimes(4)

      const standIn = vi.fn(async () => 'built-in')
      const keepFor = (value: string) => (value === 'built-in' ? 10_000 : 600_000)
      await cached('texts', 10_000, standIn, keepFor)
      vi.advanceTimersByTime(10_001)
      await cached('texts', 10_000, standIn, keepFor)
      expect(standIn).toHaveBeenCalledTimes(2)
    } finally {
      delete holder[key]
    }
  })

  it('keeps a bounded number of entries, forgetting the oldest first', async () => {
    const load = vi.fn(async () => 'page')
    for (let n = 0; n <= MEMORY_CACHE_ENTRIES; n++) await cached(`page:${n}`, 10_000, load)
    expect(load).toHaveBeenCalledTimes(MEMORY_CACHE_ENTRIES + 1)
    // The newest are kept; the first was forgotten to make room for the last.
    await cached(`page:${MEMORY_CACHE_ENTRIES}`, 10_000, load)
    await cached('page:1', 10_000, load)
    expect(load).toHaveBeenCalledTimes(MEMORY_CACHE_ENTRIES + 1)
    await cached('page:0', 10_000, load)
    expect(load).toHaveBeenCalledTimes(MEMORY_CACHE_ENTRIES + 2)
  })
})
