import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import toast from 'react-hot-toast'
import { customerAnswer } from '@/features/auth/testing/fakeAuthBackend'
import { installBrowserStubs } from '@/test/browserStubs'
import { productCard } from '@/test/fixtures'
import { FavouritesView } from './FavouritesView'
import { authState, installAccountApi, renderAccount } from '@/features/account/testing/renderAccount'

const customer = customerAnswer()
const BAROLO = productCard({ ProductId: 7, Name: 'Barolo DOCG 2019', RelativeUrl: '/produkter/barolo/7/' })
const CHEESE = productCard({ ProductId: 9, Name: 'Gammel Knas, 250 g', RelativeUrl: '/produkter/gammel-knas/9/', Type: 'Food' })

let restore: (() => void) | undefined

/** The customer's favourites on a fake backend: the list, the lookup and the toggle agree. */
function renderFavourites(initial: number[], { failList = false } = {}) {
  const favourites = new Set(initial)
  const products = [BAROLO, CHEESE]
  const api = installAccountApi(({ method, path, body }) => {
    if (method === 'GET' && path === '/product/favorites/') {
      if (failList) return { status: 503, data: { ErrorCode: 'Unavailable', Message: 'Prøv igen om lidt.' } }
      return { status: 200, data: { Products: products.filter((p) => favourites.has(p.ProductId)) } }
    }
    if (method === 'POST' && path === '/product/favorites/lookup/') {
      const ids = (body as { ProductIds: number[] }).ProductIds
      return { status: 200, data: { Products: ids.map((id) => ({ ProductId: id, IsFavorite: favourites.has(id) })) } }
    }
    const toggle = /^\/product\/toggle\/(\d+)\/$/.exec(path)
    if (method === 'PUT' && toggle) {
      const id = Number(toggle[1])
      if (favourites.has(id)) favourites.delete(id)
      else favourites.add(id)
      return { status: 200, data: { ProductId: id, IsFavorite: favourites.has(id) } }
    }
    return { status: 404, data: {} }
  })
  restore = api.restore
  renderAccount(<FavouritesView />, {
    auth: authState({ status: 'authenticated', customer, loginKey: customer.HardId }),
    url: '/konto/favoritter/',
    route: '/konto/favoritter',
  })
  return api
}

describe('FavouritesView', () => {
  beforeAll(() => installBrowserStubs())
  beforeEach(() => toast.remove())
  afterEach(() => {
    restore?.()
    restore = undefined
  })

  it('shows the favourites as product tiles, with pressed hearts', async () => {
    renderFavourites([7, 9])
    const list = await screen.findByRole('list', { name: 'Dine favoritter' })
    expect(within(list).getAllByRole('article')).toHaveLength(2)
    expect(within(list).getByRole('link', { name: 'Barolo DOCG 2019' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/produkter\/barolo\/7\/?$/),
    )
    expect(screen.getByText('Du har 2 favoritter.')).toBeInTheDocument()
    await waitFor(() =>
      expect(within(list).getByRole('button', { name: 'Favorit: Barolo DOCG 2019' })).toHaveAttribute('aria-pressed', 'true'),
    )
  })

  it('takes a product off the list when its heart is clicked', async () => {
    const api = renderFavourites([7, 9])
    const list = await screen.findByRole('list', { name: 'Dine favoritter' })
    const heart = within(list).getByRole('button', { name: 'Favorit: Barolo DOCG 2019' })
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'))

    await userEvent.click(heart)

    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(1))
    expect(within(list).queryByText('Barolo DOCG 2019')).toBeNull()
    expect(screen.getByText('Du har 1 favorit.')).toBeInTheDocument()
    expect(api.requests).toContainEqual(expect.objectContaining({ method: 'PUT', path: '/product/toggle/7/' }))
    // The focus was on the heart that went away: it lands on the list's heading, not on the page's body.
    expect(screen.getByRole('heading', { name: 'Gemte varer' })).toHaveFocus()
  })

  it('has an empty state with a way into the shop', async () => {
    renderFavourites([])
    const empty = await screen.findByTestId('favourites-empty')
    expect(within(empty).getByRole('heading', { name: 'Du har ingen favoritter endnu' })).toBeInTheDocument()
    expect(within(empty).getByRole('link', { name: 'Gå på opdagelse i butikken' })).toHaveAttribute('href', '/')
  })

  it('says so when the favourites cannot be loaded, and tries again on request', async () => {
    const api = renderFavourites([7], { failList: true })
    expect(await screen.findByRole('alert')).toHaveTextContent('Dine favoritter kunne ikke hentes lige nu.')
    await userEvent.click(screen.getByRole('button', { name: 'Prøv igen' }))
    await waitFor(() => expect(api.requests.filter((r) => r.path === '/product/favorites/')).toHaveLength(2))
  })
})
