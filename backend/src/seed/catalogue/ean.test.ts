import { describe, expect, it } from 'vitest'
import { isValidEan13 } from '../../shop/catalogue/ean'
import { demoEan } from './ean'
import { generateCatalogue } from './generate'

describe('demoEan', () => {
  it('numbers the catalogue under the Danish prefix with valid, distinct EANs', () => {
    expect(demoEan(0)).toBe('5701234000013')
    const { products } = generateCatalogue({ today: new Date('2026-11-24T12:00:00Z') })
    const eans = products.map((_, index) => demoEan(index))
    expect(eans.every((ean) => ean.startsWith('5701234') && isValidEan13(ean))).toBe(true)
    expect(new Set(eans).size).toBe(products.length)
  })

  it('refuses an index without a number', () => {
    expect(() => demoEan(-1)).toThrow()
    expect(() => demoEan(99_999)).toThrow()
  })
})
