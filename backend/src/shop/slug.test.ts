import { describe, expect, it } from 'vitest'
import { slugify } from './slug'

describe('slugify', () => {
  it('writes Danish letters out and drops accents', () => {
    expect(slugify('Gammel Knas, 250 g')).toBe('gammel-knas-250-g')
    expect(slugify('Rødvin fra Ærø & Åbenrå')).toBe('roedvin-fra-aeroe-aabenraa')
    expect(slugify('Rosé de Provence')).toBe('rose-de-provence')
  })
})
