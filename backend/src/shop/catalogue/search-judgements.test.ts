// The search judgements' scoring without a search (docs/adr/0040): an answer in the ideal order scores 1, an empty
// answer 0, a right product put below a wrong one less, and products outside the demo catalogue are left out.
import { describe, expect, it } from 'vitest'
import { JUDGEMENTS, MUST_HAVES, formatScore, isDemoProduct, scoreJudgements } from './search-judgements'

type Culture = 'da' | 'en'

const judgementOf = (query: string, culture: Culture) => {
  const judgement = JUDGEMENTS.find((j) => j.query === query && j.culture === culture)
  if (!judgement) throw new Error(`no judgement for ${culture}:${query}`)
  return judgement
}

/** Every graded product of a query, best first. */
const idealOrder = (query: string, culture: Culture) =>
  Object.entries(judgementOf(query, culture).grades)
    .sort(([, a], [, b]) => b - a)
    .map(([number]) => number)

describe('the search judgements', () => {
  it('hold at least 40 queries in Danish and English, each grading demo products 1 to 3', () => {
    expect(JUDGEMENTS.length).toBeGreaterThanOrEqual(40)
    expect(new Set(JUDGEMENTS.map((j) => j.culture))).toEqual(new Set(['da', 'en']))
    for (const j of JUDGEMENTS) {
      expect(Object.keys(j.grades).length, j.query).toBeGreaterThan(0)
      for (const [number, grade] of Object.entries(j.grades)) {
        expect(isDemoProduct(number), number).toBe(true)
        expect([1, 2, 3]).toContain(grade)
      }
    }
    for (const must of MUST_HAVES) expect(judgementOf(must.query, must.culture).query).toBe(must.query)
  })

  it('tell the demo catalogue from products other tests add', () => {
    expect(isDemoProduct('V-1001')).toBe(true)
    expect(isDemoProduct('F-2019')).toBe(true)
    expect(isDemoProduct('SCALE-100001')).toBe(false)
    expect(isDemoProduct('V-10011')).toBe(false)
  })
})

describe('scoring', () => {
  it('gives the ideal order nDCG 1 and a right first result for every query', async () => {
    const score = await scoreJudgements(async (query, culture) => idealOrder(query, culture))
    expect(score.mean).toBeCloseTo(1, 10)
    expect(score.firstRight).toBe(JUDGEMENTS.length)
    expect(score.queries.every((q) => q.top.length <= 6)).toBe(true)
  })

  it('gives no answer 0 and no right first result', async () => {
    const score = await scoreJudgements(async () => [])
    expect(score.mean).toBe(0)
    expect(score.firstRight).toBe(0)
  })

  it('scores a wrong product first lower, and leaves out products outside the demo catalogue', async () => {
    const ideal = idealOrder('barolo', 'da') // V-1001 and V-1060 (3), E-3011 (2), V-1061 (1)
    const worse = ['V-1061', ...ideal.filter((n) => n !== 'V-1061')]
    const score = await scoreJudgements(async (query, culture) =>
      query === 'barolo' && culture === 'da' ? ['SCALE-1', ...worse] : idealOrder(query, culture),
    )
    const barolo = score.queries.find((q) => q.query === 'barolo' && q.culture === 'da')!
    expect(barolo.top[0]).toBe('V-1061')
    expect(barolo.firstRight).toBe(false)
    expect(barolo.ndcg).toBeGreaterThan(0)
    expect(barolo.ndcg).toBeLessThan(1)
    expect(score.firstRight).toBe(JUDGEMENTS.length - 1)
    expect(formatScore(score)).toMatch(/✗ da:barolo/)
    expect(formatScore(score)).toMatch(new RegExp(`right first result ${JUDGEMENTS.length - 1}/${JUDGEMENTS.length}$`))
  })
})
