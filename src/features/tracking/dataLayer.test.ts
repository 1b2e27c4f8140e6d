import { pushDataLayer } from './dataLayer'

describe('pushDataLayer', () => {
  it('creates window.dataLayer when missing and clears the previous e-commerce data before an e-commerce event', () => {
    delete window.dataLayer
    pushDataLayer({ event: 'page_view', page_path: '/' })
    pushDataLayer({ event: 'view_cart', ecommerce: { currency: 'DKK', value: 0, items: [] } })
    expect(window.dataLayer).toEqual([
      { event: 'page_view', page_path: '/' },
      { ecommerce: null },
      { event: 'view_cart', ecommerce: { currency: 'DKK', value: 0, items: [] } },
    ])
  })

  it('keeps what others pushed before (the tag manager’s consent defaults)', () => {
    window.dataLayer = [{ event: 'gtm.js' }]
    pushDataLayer({ event: 'search', search_term: 'vin' })
    expect(window.dataLayer).toEqual([{ event: 'gtm.js' }, { event: 'search', search_term: 'vin' }])
  })
})
