import { describe, expect, it } from 'vitest'
import { da, product, stored } from '../__fixtures__/blocks'
import { mapProductFocus } from './map'

describe('productFocus mapper', () => {
  it('maps the focus product to a B2C product card, and leaves out one it cannot read', () => {
    const focus = mapProductFocus(stored('productFocus', { product, imagePosition: 'right', title: 'Ugens vin' }), da)
    expect(focus).toMatchObject({ ImagePosition: 'right', Title: 'Ugens vin', Text: null })
    expect(focus.Product).toMatchObject({
      ProductId: 12,
      RelativeUrl: '/produkter/barolo/12/',
      Pricing: { IncludesVat: true, CurrentPrice: { Text: '349,-' } },
    })
    expect(mapProductFocus(stored('productFocus', { product: 12 }), da).Product).toBeNull()
  })
})
