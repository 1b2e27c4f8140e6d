import type { Pool } from 'pg'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { cachedAnswer, runningOffers, SEARCH_FRESHNESS_MS, searchCatalogueChanged } from './search-cache'

const T0 = Date.parse('2026-11-24T12:00:00Z')

function fakePool(boundary: Date | null) {
  let round = 0
  const query = vi.fn(async (sql: string) => {
    if (sql.includes('min(t)')) return { rows: [{ at: boundary }] }
    round++
    return { rows: [{ id: 7, price: 10000 + round }] }
  })
  return {
    pool: { query } as unknown as Pool,
    offerReads: () => query.mock.calls.filter(([sql]) => !String(sql).includes('min(t)')).length,
  }
}

beforeEach(() => searchCatalogueChanged())

describe('runningOffers', () => {
  it('reads the offers once for many searches, and again after the freshness', async () => {
    const { pool, offerReads } = fakePool(null)
    expect(await runningOffers(pool, T0)).toEqual({ ids: [7], prices: [10001] })
    expect(await runningOffers(pool, T0 + SEARCH_FRESHNESS_MS - 1)).toEqual({ ids: [7], prices: [10001] })
    expect(offerReads()).toBe(1)
    expect(await runningOffers(pool, T0 + SEARCH_FRESHNESS_MS)).toEqual({ ids: [7], prices: [10002] })
  })

  it('reads them again the moment a campaign starts or ends', async () => {
    const { pool, offerReads } = fakePool(new Date(T0 + 2_000))
    await runningOffers(pool, T0)
    await runningOffers(pool, T0 + 1_999)
    expect(offerReads()).toBe(1)
    await runningOffers(pool, T0 + 2_000)
    expect(offerReads()).toBe(2)
  })

  it('forgets them when the catalogue changes in this process', async () => {
    const { pool, offerReads } = fakePool(null)
    await runningOffers(pool, T0)
    searchCatalogueChanged()
    await runningOffers(pool, T0 + 1)
    expect(offerReads()).toBe(2)
  })

  it('shares one read between searches asking at the same time', async () => {
    const { pool, offerReads } = fakePool(null)
    await Promise.all([runningOffers(pool, T0), runningOffers(pool, T0), runningOffers(pool, T0)])
    expect(offerReads()).toBe(1)
  })
})

describe('cachedAnswer', () => {
  it('answers the same question from memory within the freshness only', async () => {
    let n = 0
    const compute = async () => ++n
    expect(await cachedAnswer('q', compute, T0)).toBe(1)
    expect(await cachedAnswer('q', compute, T0 + SEARCH_FRESHNESS_MS - 1)).toBe(1)
    expect(await cachedAnswer('other', compute, T0)).toBe(2)
    expect(await cachedAnswer('q', compute, T0 + SEARCH_FRESHNESS_MS)).toBe(3)
  })

  it('forgets every answer when the catalogue changes, and keeps none computed across a change', async () => {
    let n = 0
    await cachedAnswer('q', async () => ++n, T0)
    searchCatalogueChanged()
    expect(await cachedAnswer('q', async () => ++n, T0)).toBe(2)
    // A change while an answer is being worked out: that answer may be stale, so it is not kept.
    expect(
      await cachedAnswer(
        'r',
        async () => {
          searchCatalogueChanged()
          return ++n
        },
        T0,
      ),
    ).toBe(3)
    expect(await cachedAnswer('r', async () => ++n, T0)).toBe(4)
  })

  it('keeps a bounded number of answers, dropping the oldest', async () => {
    for (let i = 0; i < 501; i++) await cachedAnswer(`q${i}`, async () => i, T0)
    expect(await cachedAnswer('q0', async () => -1, T0)).toBe(-1)
    expect(await cachedAnswer('q500', async () => -1, T0)).toBe(500)
  })
})
