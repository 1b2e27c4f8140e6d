import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import toast from 'react-hot-toast'
import { AppToaster } from '@/components/Toasts/Toasts'
import { AuthContext, type AuthState } from '@/features/auth/auth-context'
import { customerAnswer, fakeAuthBackend, type FakeAuthBackendOptions, authState } from '@/features/auth/testing/fakeAuthBackend'
import { installBrowserStubs } from '@/test/browserStubs'
import { installFakeShopApi } from '@/test/fakeShopApi'
import { renderWithProviders } from '@/test/render'
import { FavouriteButton } from './FavouriteButton'

const PRODUCTS = [
  { id: 7, name: 'Barolo Riserva' },
  { id: 8, name: 'Olivenolie' },
  { id: 9, name: 'Parmigiano' },
]

const customer = customerAnswer()
const signedIn = () => authState({ status: 'authenticated', customer, loginKey: customer.HardId })

let restore: (() => void) | undefined

function renderHearts(auth: AuthState, options: FakeAuthBackendOptions = {}) {
  const backend = fakeAuthBackend({ customer, ...options })
  const fake = installFakeShopApi(backend.handler)
  restore = fake.restore
  renderWithProviders(
    <AuthContext.Provider value={auth}>
      {PRODUCTS.map((product) => (
        <FavouriteButton key={product.id} productId={product.id} productName={product.name} />
      ))}
      <AppToaster />
    </AuthContext.Provider>,
  )
  return { backend, fake }
}

const heart = (name: string) => screen.getByRole('button', { name: `Favorit: ${name}` })

describe('FavouriteButton', () => {
  beforeAll(() => installBrowserStubs())
  afterEach(() => {
    restore?.()
    restore = undefined
    toast.remove()
  })

  it("a guest's click asks to log in with the favourite as the pending action, and calls nothing", async () => {
    const user = userEvent.setup()
    const auth = authState({})
    const { fake } = renderHearts(auth)
    expect(heart('Olivenolie')).toHaveAttribute('aria-pressed', 'false')
    await user.click(heart('Olivenolie'))
    expect(auth.openLogin).toHaveBeenCalledWith({ pendingAction: { type: 'favourite', productId: 8 } })
    expect(fake.requests).toEqual([])
  })

  it("looks up a list's products in one call and shows the customer's favourites pressed", async () => {
    const { fake } = renderHearts(signedIn(), { favourites: [9] })
    await waitFor(() => expect(heart('Parmigiano')).toHaveAttribute('aria-pressed', 'true'))
    expect(heart('Barolo Riserva')).toHaveAttribute('aria-pressed', 'false')
    const lookups = fake.requests.filter((r) => r.path === '/product/favorites/lookup/')
    expect(lookups).toHaveLength(1)
    expect(lookups[0]?.body).toEqual({ ProductIds: [7, 8, 9] })
  })

  it("toggles a customer's favourite on and off", async () => {
    const user = userEvent.setup()
    const { backend } = renderHearts(signedIn())
    await waitFor(() => expect(heart('Barolo Riserva')).not.toHaveAttribute('aria-disabled'))
    await user.click(heart('Barolo Riserva'))
    expect(heart('Barolo Riserva')).toHaveAttribute('aria-pressed', 'true')
    await waitFor(() => expect(backend.state.favourites.has(7)).toBe(true))
    await user.click(heart('Barolo Riserva'))
    await waitFor(() => expect(heart('Barolo Riserva')).toHaveAttribute('aria-pressed', 'false'))
    expect(backend.state.favourites.has(7)).toBe(false)
  })

  it('takes the heart back and shows the error when the toggle fails', async () => {
    const user = userEvent.setup()
    renderHearts(signedIn(), { toggleStatus: 500 })
    await waitFor(() => expect(heart('Barolo Riserva')).not.toHaveAttribute('aria-disabled'))
    await user.click(heart('Barolo Riserva'))
    expect(await screen.findByText('Favoritten kunne ikke gemmes.')).toBeInTheDocument()
    expect(heart('Barolo Riserva')).toHaveAttribute('aria-pressed', 'false')
  })
})
