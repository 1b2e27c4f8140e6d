import { formatPrice, moneyText } from './money'

describe('formatPrice', () => {
  it.each([
    [16900, '169,-'],
    [16995, '169,95'],
    [16905, '169,05'],
    [129900, '1.299,-'],
    [129950, '1.299,50'],
    [123456789, '1.234.567,89'],
    [0, '0,-'],
    [5, '0,05'],
    [-2500, '-25,-'],
    [-2550, '-25,50'],
    [100000000, '1.000.000,-'],
  ])('formats %i øre as %s', (ore, expected) => {
    expect(formatPrice(ore)).toBe(expected)
  })
})

describe('moneyText', () => {
  it('prefers the server text', () => {
    expect(moneyText({ Amount: 16900, Text: 'DKK 169.00' })).toBe('DKK 169.00')
  })

  it('formats the amount when the text is missing', () => {
    expect(moneyText({ Amount: 129900, Text: '' })).toBe('1.299,-')
  })
})
