import { describe, expect, it } from 'vitest'
import { slugify } from './slug'
import { isValidCvr, isValidEan } from './validation'

describe('CVR', () => {
  it('accepts numbers with a valid modulus-11 check', () => {
    expect(isValidCvr('12345674')).toBe(true)
    expect(isValidCvr('1234 5674')).toBe(true)
  })
  it('rejects wrong check digits, lengths and leading zeros', () => {
    expect(isValidCvr('12345675')).toBe(false)
    expect(isValidCvr('1234567')).toBe(false)
    expect(isValidCvr('02345674')).toBe(false)
  })
})

describe('EAN', () => {
  it('checks the GS1 check digit', () => {
    expect(isValidEan('4006381333931')).toBe(true)
    expect(isValidEan('4006381333932')).toBe(false)
    expect(isValidEan('400638133393')).toBe(false)
  })
})

describe('slugify', () => {
  it('writes Danish letters out and drops accents', () => {
    expect(slugify('Gammel Knas, 250 g')).toBe('gammel-knas-250-g')
    expect(slugify('Rødvin fra Ærø & Åbenrå')).toBe('roedvin-fra-aeroe-aabenraa')
    expect(slugify('Rosé de Provence')).toBe('rose-de-provence')
  })
})
