import { screen, waitFor, within } from '@testing-library/react'
import type { AxiosAdapter } from 'axios'
import { AuthContext, type AuthState } from '@/features/auth/auth-context'
import { authState } from '@/features/auth/testing/fakeAuthBackend'
import { BasketProvider } from '@/features/basket/BasketProvider'
import type { MenuItem } from '@/features/content/api/get-menu'
import type { LayoutData } from '@/features/content/loadLayout'
import { contentApi } from '@/lib/contentApi'
import { installBrowserStubs } from '@/test/browserStubs'
import { installFakeShopApi } from '@/test/fakeShopApi'
import { renderWithProviders } from '@/test/render'
import { createMockRouter, MockRouterProvider } from '@/test/router'
import { customerAnswer } from '../testing/fakeAuthBackend'
import { VisitorLayout } from './VisitorLayout'

const root = (id: number, name: string): MenuItem => ({
  id: String(id),
  parentId: null,
  type: 'root',
  name,
  link: { type: 'Content', url: `/${id}/` },
  image: null,
})
const consumerLayout: LayoutData = { settings: null, menu: [root(1, 'Gaver')], footer: null }
const businessLayout: LayoutData = { settings: null, menu: [root(2, 'Firmagaver')], footer: null }

let restoreContent: (() => void) | undefined
let restoreShop: (() => void) | undefined

function renderShell(auth: AuthState, layoutFor: 'B2C' | 'B2B' | null = null, layout: LayoutData = consumerLayout) {
  const original = contentApi.defaults.adapter
  const calls: string[] = []
  const adapter: AxiosAdapter = async (config) => {
    calls.push(`${config.url}${config.params?.menuNodeId ? `?${config.params.menuNodeId}` : ''}`)
    const answers: Record<string, unknown> = {
      '/global/settings/': { menuB2CNodeId: 10, menuB2BNodeId: 20 },
      '/footer/': { Columns: [], Text: '' },
      '/menu/': { menuItems: config.params?.menuNodeId === 20 ? [root(21, 'Firmagaver')] : [root(11, 'Gaver')] },
    }
    return { data: answers[config.url ?? ''], status: 200, statusText: '', headers: {}, config }
  }
  contentApi.defaults.adapter = adapter
  restoreContent = () => {
    contentApi.defaults.adapter = original
  }
  restoreShop = installFakeShopApi(() => ({ status: 404 })).restore
  renderWithProviders(
    <MockRouterProvider router={createMockRouter()}>
      <AuthContext.Provider value={auth}>
        <BasketProvider>
          <VisitorLayout layout={layout} layoutFor={layoutFor} locale="da">
            <p>Siden</p>
          </VisitorLayout>
        </BasketProvider>
      </AuthContext.Provider>
    </MockRouterProvider>,
  )
  return calls
}

const mainMenu = () => {
  const nav = document.querySelector<HTMLElement>('nav[data-nav-area="menu"]')
  if (!nav) throw new Error('no main menu')
  return within(nav)
}

describe('VisitorLayout (docs/product.md §2: business customers have their own menu)', () => {
  beforeAll(() => installBrowserStubs())
  afterEach(() => {
    restoreContent?.()
    restoreShop?.()
  })

  it('switches to the business menu when a business customer is logged in on a page rendered for a guest', async () => {
    const customer = customerAnswer({ ClientType: 'B2B', HardId: 'B-7' })
    renderShell(authState({ status: 'authenticated', customer, loginKey: 'B-7', isB2B: true }))
    await waitFor(() => expect(mainMenu().getByRole('link', { name: 'Firmagaver', hidden: true })).toBeInTheDocument())
    expect(mainMenu().queryByRole('link', { name: 'Gaver', hidden: true })).not.toBeInTheDocument()
    expect(screen.getByText('Siden')).toBeInTheDocument()
  })

  it('keeps the menu the page was rendered with when it fits the visitor', async () => {
    const calls = renderShell(authState({ status: 'guest' }))
    expect(mainMenu().getByRole('link', { name: 'Gaver', hidden: true })).toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(calls).toEqual([])
  })

  it('goes back to the consumer menu after a business customer logs out', async () => {
    renderShell(authState({ status: 'guest' }), 'B2B', businessLayout)
    // The page came with the business menu; the visitor is a guest now.
    expect(mainMenu().getByRole('link', { name: 'Firmagaver', hidden: true })).toBeInTheDocument()
    await waitFor(() => expect(mainMenu().getByRole('link', { name: 'Gaver', hidden: true })).toBeInTheDocument())
    expect(mainMenu().queryByRole('link', { name: 'Firmagaver', hidden: true })).not.toBeInTheDocument()
  })
})
