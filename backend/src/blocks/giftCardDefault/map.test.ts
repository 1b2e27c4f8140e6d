import { describe, expect, it } from 'vitest'
import { stored } from '../__fixtures__/blocks'
import { mapGiftCardDefault } from './map'

describe('giftCardDefault mapper', () => {
  it('keeps gift card amounts in øre with the block’s range', () => {
    expect(
      mapGiftCardDefault(
        stored('giftCardDefault', { title: 'Gavekort', amounts: [25000, 50000, 100000], minAmount: 10000, maxAmount: 500000 }),
      ),
    ).toMatchObject({
      Amounts: [25000, 50000, 100000],
      MinAmount: 10000,
      MaxAmount: 500000,
      Text: null,
      Image: null,
    })
  })
})
