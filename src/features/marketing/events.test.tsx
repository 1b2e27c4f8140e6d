// The marketing platform's event properties and the once-per-key hook (docs/marketing-tracking.md).
import { render } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { money, productCard } from '@/test/fixtures'
import { recommendationProperties, viewCategoryProperties, viewContentProperties, viewItemProperties } from './events'
import { MarketingContext } from './marketing-context'
import { useMarketingEventOnce } from './useMarketingEvents'

const wine = productCard({
  ProductId: 42,
  Name: 'Barolo 2019',
  RelativeUrl: '/produkter/barolo-2019/42/',
  Pricing: { CurrentPrice: money(24900, '249,-'), BeforePrice: money(29900, '299,-'), Campaign: null, IncludesVat: true },
})

describe('the marketing event properties', () => {
  it('names a product view in the platform terms, prices in kroner', () => {
    expect(viewItemProperties(wine, 7)).toMatchObject({
      product_id: '42',
      variant_id: '7',
      title: 'Barolo 2019',
      price: 249,
      original_price: 299,
      url: '/produkter/barolo-2019/42/',
      local_currency: 'DKK',
    })
    expect(viewItemProperties(wine, null)).not.toHaveProperty('variant_id')
  })

  it('names a category, a content page and a recommendation', () => {
    expect(viewCategoryProperties({ id: 8, name: 'Rødvin', url: '/vin/roedvin/' }, [42, 43])).toEqual({
      category_id: '8',
      category_name: 'Rødvin',
      url: '/vin/roedvin/',
      product_ids: ['42', '43'],
    })
    expect(viewContentProperties({ Id: 5, Name: 'Om os', Url: '/om-os/', ContentType: 'ContentPage' })).toEqual({
      content_id: '5',
      title: 'Om os',
      url: '/om-os/',
      content_type: 'ContentPage',
    })
    expect(recommendationProperties('click', 'bestsellers', [wine], wine)).toEqual({
      action: 'click',
      recommendation_id: 'bestsellers',
      product_ids: ['42'],
      product_id: '42',
    })
  })
})

describe('useMarketingEventOnce', () => {
  function Page({ id }: { id: string }) {
    useMarketingEventOnce('view_content', { content_id: id }, id)
    return null
  }

  it('sends nothing while tracking does not run, then once per key when it starts', () => {
    const track = vi.fn()
    const { rerender } = render(
      <MarketingContext.Provider value={{ active: false, track }}>
        <Page id="1" />
      </MarketingContext.Provider>,
    )
    expect(track).not.toHaveBeenCalled()
    rerender(
      <MarketingContext.Provider value={{ active: true, track }}>
        <Page id="1" />
      </MarketingContext.Provider>,
    )
    rerender(
      <MarketingContext.Provider value={{ active: true, track }}>
        <Page id="1" />
      </MarketingContext.Provider>,
    )
    expect(track).toHaveBeenCalledTimes(1)
    expect(track).toHaveBeenCalledWith('view_content', { content_id: '1' })
    rerender(
      <MarketingContext.Provider value={{ active: true, track }}>
        <Page id="2" />
      </MarketingContext.Provider>,
    )
    expect(track).toHaveBeenCalledTimes(2)
  })
})
