/**
 * Search quality over the demo catalogue (docs/adr/0040): every query of the judgement set through the real search,
 * scored as nDCG@6, with the must-haves. Prints the score; docs/benchmarks.md records it.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { api } from './helpers'
import { seededPayload, SEED_TIMEOUT_MS } from './seeded'
import {
  JUDGEMENTS,
  MUST_HAVES,
  formatScore,
  isDemoProduct,
  scoreJudgements,
  type JudgementScore,
} from '../src/shop/catalogue/search-judgements'

beforeAll(seededPayload, SEED_TIMEOUT_MS)

/**
 * The mean the ranking must keep. Measured 0.717 before the ranking of docs/adr/0040 and 0.888 after it (49 of 57
 * right first results). The bar sits under it: ties are broken by stock and page views, which other test files
 * sharing this database change (a product page viewed, an order placed), and that moves a few queries by a place;
 * the old ranking (0.717) fails it by far.
 */
const MIN_MEAN_NDCG = 0.85

/** The demo products a query finds, best first; the largest page, so products other tests add cannot crowd them out. */
async function search(query: string, culture: 'da' | 'en'): Promise<string[]> {
  const { status, body } = await api('POST', `/product/search/?culture=${culture}`, { Query: query, PageSize: 48 })
  expect(status).toBe(200)
  return (body.Products as Array<{ ProductNumber: string }>).map((p) => p.ProductNumber).filter(isDemoProduct)
}

describe('search judgements', () => {
  let score: JudgementScore
  beforeAll(async () => {
    score = await scoreJudgements(search)
    console.log(formatScore(score))
  }, 120_000)

  it('has at least 40 queries, Danish and English', () => {
    expect(JUDGEMENTS.length).toBeGreaterThanOrEqual(40)
    expect(new Set(JUDGEMENTS.map((j) => j.culture))).toEqual(new Set(['da', 'en']))
  })

  it(`keeps the mean nDCG@6 at or above ${MIN_MEAN_NDCG}`, () => {
    expect(score.mean).toBeGreaterThanOrEqual(MIN_MEAN_NDCG)
  })

  it.each(MUST_HAVES)('puts $what first for "$query"', async ({ query, culture, first }) => {
    const top = await search(query, culture)
    expect(first).toContain(top[0])
  })
})
