import { render } from '@testing-library/react'
import type { DataLayerPurchase } from '@/features/checkout/api/schemas'
import { purchaseEvent } from './purchase'
import { useTrackPurchase } from './useCommerceTracking'

const backendPurchase: DataLayerPurchase = {
  transaction_id: '10023',
  value: 377,
  tax: 75.4,
  shipping: 39,
  coupon: null,
  items: [{ item_id: 'V-1012', item_name: 'Rødvin Bordeaux', price: 169, quantity: 2 }],
}

const purchases = () => (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'purchase')

function Receipt({ purchase }: { purchase: DataLayerPurchase | null }) {
  useTrackPurchase(purchase)
  return null
}

describe('purchase', () => {
  beforeEach(() => {
    window.dataLayer = []
    window.localStorage.clear()
    window.sessionStorage.clear()
  })

  it('is the backend’s DataLayerPurchase as it is (kroner already), without a null coupon', () => {
    expect(purchaseEvent(backendPurchase)).toEqual({
      event: 'purchase',
      ecommerce: {
        transaction_id: '10023',
        currency: 'DKK',
        value: 377,
        tax: 75.4,
        shipping: 39,
        items: [{ item_id: 'V-1012', item_name: 'Rødvin Bordeaux', price: 169, quantity: 2 }],
      },
    })
    expect(purchaseEvent({ ...backendPurchase, coupon: 'VIN10' }).ecommerce.coupon).toBe('VIN10')
  })

  it('is pushed once per page, and nothing is kept in the browser (the backend gives it only the first time)', () => {
    const first = render(<Receipt purchase={backendPurchase} />)
    first.rerender(<Receipt purchase={{ ...backendPurchase }} />)
    first.unmount()
    render(<Receipt purchase={backendPurchase} />)
    expect(purchases()).toHaveLength(1)
    expect(purchases()[0]).toMatchObject({ loginStatus: false, businessType: 'b2c', ecommerce: { transaction_id: '10023' } })
    expect(window.localStorage.length).toBe(0)
    expect(window.sessionStorage.length).toBe(0)
  })

  it('pushes another order, and nothing while the confirm answer has no purchase (a reload)', () => {
    render(<Receipt purchase={{ ...backendPurchase, transaction_id: '10030' }} />)
    render(<Receipt purchase={null} />)
    expect(purchases()).toHaveLength(1)
    expect(purchases()[0]).toMatchObject({ ecommerce: { transaction_id: '10030' } })
  })
})
