import { describe, expect, it } from 'vitest'
import { correctedQuery, trigramSimilarity } from './search-correction'

describe('the correction a search reports (docs/adr/0040)', () => {
  it('measures similarity as pg_trgm does', () => {
    expect(trigramSimilarity('chardonnay', 'chardonnay')).toBe(1)
    // pg_trgm: similarity('chardonay', 'chardonnay') = 0.75.
    expect(trigramSimilarity('chardonay', 'chardonnay')).toBeCloseTo(0.75, 2)
    expect(trigramSimilarity('ost', 'vin')).toBe(0)
  })

  it('replaces a typed word by the most similar word of the products found', () => {
    expect(correctedQuery(['chardonay'], ['chablis premier cru 2021', 'domaine des chenes chardonnay'])).toBe('chardonnay')
    expect(correctedQuery(['champange'], ['champagne brut reserve', 'champagne robin & fils pinot noir'])).toBe('champagne')
  })

  it('keeps the words found as typed and corrects only the others', () => {
    expect(correctedQuery(['parmigiano', 'regiano'], ['parmigiano reggiano 24 måneder'])).toBe('parmigiano reggiano')
  })

  it('reports nothing when no word changed or nothing is similar enough', () => {
    expect(correctedQuery(['barolo'], ['barolo docg 2019'])).toBeNull()
    expect(correctedQuery(['xyzzy'], ['barolo docg 2019'])).toBeNull()
    expect(correctedQuery(['chardonay'], [])).toBeNull()
  })
})
