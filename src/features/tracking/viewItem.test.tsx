// view_item counts only once the price shown is the visitor's own: a business customer's first render may still hold
// a guest page's props (prices incl. VAT) from before the login, which must not count as a view at that price.
import { render } from '@testing-library/react'
import { AuthContext, type AuthState } from '@/features/auth/auth-context'
import { authState, customerAnswer } from '@/features/auth/testing/fakeAuthBackend'
import { selectEdition } from '@/features/product/variants'
import { money, productDetail } from '@/test/fixtures'
import { useTrackViewItem } from './useCommerceTracking'

const business = authState({ status: 'authenticated', customer: customerAnswer({ ClientType: 'B2B' }), isB2B: true })
const views = () => (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'view_item')

function Page({ auth, includesVat }: { auth: AuthState; includesVat: boolean }) {
  const amount = includesVat ? 16900 : 13520
  const product = productDetail({
    Pricing: { CurrentPrice: money(amount, ''), BeforePrice: null, Campaign: null, IncludesVat: includesVat },
  })
  function Tracked() {
    useTrackViewItem(product, selectEdition(product, null))
    return null
  }
  return (
    <AuthContext.Provider value={auth}>
      <Tracked />
    </AuthContext.Provider>
  )
}

beforeEach(() => {
  window.dataLayer = []
})

it('does not count a business customer’s view at a price incl. VAT (a guest page before the login)', () => {
  render(<Page auth={business} includesVat />)
  expect(views()).toEqual([])
})

it('counts a business customer’s view at their own price, excl. VAT', () => {
  render(<Page auth={business} includesVat={false} />)
  expect(views()).toHaveLength(1)
  expect(views()[0]).toMatchObject({ businessType: 'b2b', ecommerce: { value: 135.2 } })
})

it('counts a guest’s view at the price incl. VAT', () => {
  render(<Page auth={authState({ status: 'guest', customer: null })} includesVat />)
  expect(views()).toHaveLength(1)
  expect(views()[0]).toMatchObject({ businessType: 'b2c', ecommerce: { value: 169 } })
})
