import { describe, expect, it } from 'vitest'
import { page, product, stored } from '../__fixtures__/blocks'
import { mapCallToActionButtons } from './map'

describe('callToActionButtons mapper', () => {
  it('resolves links to pages and products and leaves out buttons that lead nowhere', () => {
    const cta = mapCallToActionButtons(
      stored('callToActionButtons', {
        alignment: 'left',
        buttons: [
          { variant: 'primary', link: { type: 'PimProduct', product, text: 'Se vinen' } },
          { variant: 'secondary', link: { type: 'Content', page, text: 'Om os', newWindow: true } },
          { variant: 'primary', link: { type: 'External', url: '' } },
        ],
      }),
    )
    expect(cta).toMatchObject({ Alignment: 'left' })
    expect(cta.Buttons).toEqual([
      { Variant: 'primary', Link: { Type: 'PimProduct', Url: '/produkter/barolo/12/', Text: 'Se vinen', NewWindow: false, ProductId: 12 } },
      { Variant: 'secondary', Link: { Type: 'Content', Url: '/om-os/', Text: 'Om os', NewWindow: true } },
    ])
  })
})
