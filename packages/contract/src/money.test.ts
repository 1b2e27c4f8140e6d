import { describe, expect, it } from 'vitest'
import { formatPrice, vatContainedIn, vatOn, withoutVat } from './money'

describe('formatPrice', () => {
  it.each([
    [16900, '169,-'],
    [16995, '169,95'],
    [129900, '1.299,-'],
    [123456789, '1.234.567,89'],
    [5, '0,05'],
    [0, '0,-'],
    [-2500, '-25,-'],
  ])('%i øre is %s', (ore, text) => expect(formatPrice(ore)).toBe(text))

  it('refuses fractions of an øre', () => expect(() => formatPrice(1.5)).toThrow())
})

describe('VAT', () => {
  it('takes 25 % VAT out of a consumer price and puts it back on a net price', () => {
    expect(withoutVat(12500)).toBe(10000)
    expect(vatOn(10000)).toBe(2500)
    expect(vatContainedIn(16900)).toBe(3380)
  })
})
