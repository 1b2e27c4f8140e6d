import { describe, expect, it } from 'vitest'
import { compactPhone, isValidCvr, isValidEan, isValidPhone, isValidZip } from './identifiers'

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

describe('phone numbers', () => {
  it('takes 8 digits, with or without +45, spaced or hyphenated as people write them', () => {
    for (const phone of ['20304050', '+4520304050', '+45 20 30 40 50', '20-30-40-50', '2030 4050']) expect(isValidPhone(phone)).toBe(true)
    for (const phone of ['2030405', '203040501', '+46 20 30 40 50', '45 20304050', 'tyve']) expect(isValidPhone(phone)).toBe(false)
    expect(compactPhone('+45 20-30 40 50')).toBe('+4520304050')
  })
})

describe('postcodes', () => {
  it('are 4 digits', () => {
    expect(isValidZip('8000')).toBe(true)
    expect(isValidZip(' 8000 ')).toBe(true)
    expect(isValidZip('800')).toBe(false)
    expect(isValidZip('DK-8000')).toBe(false)
  })
})
