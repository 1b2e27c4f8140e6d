// The header's navigation areas: menus by keyboard, the account dropdown, and names that match what is shown.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MotionGlobalConfig } from 'framer-motion'
import { I18nextProvider } from 'react-i18next'
import type { MenuItem } from '@/features/content/api/get-menu'
import { BasketProvider } from '@/features/basket/BasketProvider'
import { installFakeShopApi } from '@/test/fakeShopApi'
import { createTestI18n, renderWithProviders } from '@/test/render'
import { createMockRouter, MockRouterProvider } from '@/test/router'
import { Footer } from './Footer'
import { Header } from './Header'

const link = (url: string) => ({ type: 'Content', url })
const menu: MenuItem[] = [
  { id: '1', parentId: null, type: 'root', name: 'Vin', link: link('/vin/'), image: null },
  { id: '2', parentId: '1', type: 'header', name: 'Rødvin', link: link('/vin/roedvin/'), image: null },
  { id: '3', parentId: '2', type: 'item', name: 'Bordeaux', link: link('/vin/roedvin/bordeaux/'), image: null },
  { id: '4', parentId: '2', type: 'item', name: 'Barolo', link: link('/vin/roedvin/barolo/'), image: null },
  { id: '5', parentId: '1', type: 'item', name: 'Nyheder', link: link('/vin/nyheder/'), image: null },
  {
    id: '6',
    parentId: '1',
    type: 'image',
    name: 'Månedens vin',
    link: link('/kampagne/'),
    image: { Name: 'maaned.jpg', BaseUrl: '/media/maaned.jpg' },
  },
  { id: '7', parentId: null, type: 'root', name: 'Gaver', link: link('/gaver/'), image: null },
]

/** jsdom applies no media queries, so the desktop menu (shown from 1024 px) counts as hidden here. */
function desktopMenu(): HTMLElement {
  const nav = document.querySelector<HTMLElement>('nav[data-nav-area="menu"]')
  if (!nav) throw new Error('no desktop menu')
  expect(nav).toHaveAttribute('aria-label', 'Hovedmenu')
  return nav
}

function renderHeader() {
  const fake = installFakeShopApi(() => ({ status: 404 }))
  const utils = renderWithProviders(
    <MockRouterProvider router={createMockRouter()}>
      <BasketProvider locale="da">
        <Header menu={menu} />
        <main>
          <button type="button">Noget på siden</button>
        </main>
      </BasketProvider>
    </MockRouterProvider>,
  )
  return { ...utils, restore: fake.restore }
}

describe('Header navigation', () => {
  let restore: (() => void) | undefined
  beforeAll(() => {
    MotionGlobalConfig.skipAnimations = true
  })
  afterAll(() => {
    MotionGlobalConfig.skipAnimations = false
  })
  afterEach(() => {
    restore?.()
  })

  it('names every navigation area for tracking', () => {
    const utils = renderHeader()
    restore = utils.restore
    const areas = Array.from(utils.container.querySelectorAll('[data-nav-area]')).map((element) => element.getAttribute('data-nav-area'))
    expect(areas).toEqual(expect.arrayContaining(['top-navigation', 'account-dropdown', 'menu']))
  })

  it('opens a dropdown with Enter, shows headers, items and image tiles, and closes with Escape', async () => {
    const user = userEvent.setup()
    restore = renderHeader().restore
    const nav = desktopMenu()
    const trigger = within(nav).getByRole('button', { name: 'Vin', hidden: true })
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
    const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '')
    expect(panel).toHaveAttribute('hidden')

    trigger.focus()
    await user.keyboard('{Enter}')
    expect(trigger).toHaveAttribute('aria-expanded', 'true')
    expect(panel).not.toHaveAttribute('hidden')
    const dropdown = within(panel as HTMLElement)
    const hidden = { hidden: true } // see desktopMenu()
    expect(dropdown.getByRole('heading', { name: 'Rødvin', ...hidden })).toBeInTheDocument()
    expect(dropdown.getByRole('link', { name: 'Bordeaux', ...hidden })).toHaveAttribute('href', expect.stringMatching(/bordeaux\/?$/))
    expect(dropdown.getByRole('link', { name: 'Nyheder', ...hidden })).toBeInTheDocument()
    expect(dropdown.getByRole('link', { name: 'Månedens vin', ...hidden })).toBeInTheDocument()
    expect((panel as HTMLElement).querySelector('img[src^="/media/maaned.jpg"]')).not.toBeNull()
    expect(dropdown.getByRole('link', { name: 'Se alt i Vin', ...hidden })).toBeInTheDocument()

    dropdown.getByRole('link', { name: 'Bordeaux', ...hidden }).focus()
    await user.keyboard('{Escape}')
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
    expect(trigger).toHaveFocus()
  })

  it('opens with Space and moves between top entries with the arrow keys', async () => {
    const user = userEvent.setup()
    restore = renderHeader().restore
    const nav = desktopMenu()
    const trigger = within(nav).getByRole('button', { name: 'Vin', hidden: true })
    trigger.focus()
    await user.keyboard(' ')
    expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await user.keyboard(' ')
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await user.keyboard('{ArrowRight}')
    expect(within(nav).getByRole('link', { name: 'Gaver', hidden: true })).toHaveFocus()
  })

  it('closes the dropdown on a click outside', async () => {
    const user = userEvent.setup()
    restore = renderHeader().restore
    const trigger = within(desktopMenu()).getByRole('button', {
      name: 'Vin',
      hidden: true,
    })
    await user.click(trigger)
    expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await user.click(screen.getByRole('button', { name: 'Noget på siden' }))
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
  })

  it('has a keyboard-operable account dropdown with both logins and the sign-up links', async () => {
    const user = userEvent.setup()
    restore = renderHeader().restore
    const account = screen.getByRole('button', { name: 'Min konto' })
    expect(screen.queryByRole('button', { name: 'Log ind' })).not.toBeInTheDocument()
    account.focus()
    await user.keyboard('{Enter}')
    expect(account).toHaveAttribute('aria-expanded', 'true')
    const login = screen.getByRole('button', { name: 'Log ind' })
    expect(login.closest('[data-nav-area]')).toHaveAttribute('data-nav-area', 'account-dropdown')
    expect(screen.getByRole('button', { name: 'Erhvervslogin' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Opret konto' })).toHaveAttribute('href', expect.stringMatching(/^\/opret-kunde\/?$/))
    expect(screen.getByRole('link', { name: 'Opret erhvervskonto' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/opret-erhvervskunde\/?$/),
    )
    await user.tab()
    expect(login).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(account).toHaveAttribute('aria-expanded', 'false')
    expect(account).toHaveFocus()
  })

  it('opens the mobile menu as a drawer with the three levels, and closes it with Escape', async () => {
    const user = userEvent.setup()
    restore = renderHeader().restore
    const open = screen.getByRole('button', { name: 'Menu' })
    await user.click(open)
    const drawer = await screen.findByRole('dialog', { name: 'Menu' })
    const nav = within(drawer).getByRole('navigation', { name: 'Menu på mobil' })
    expect(nav).toHaveAttribute('data-nav-area', 'mobile-navigation')

    const vin = within(nav).getByRole('button', { name: 'Vin' })
    expect(vin).toHaveAttribute('aria-expanded', 'false')
    await user.click(vin)
    expect(vin).toHaveAttribute('aria-expanded', 'true')
    const redWine = within(nav).getByRole('button', { name: 'Rødvin' })
    await user.click(redWine)
    expect(within(nav).getByRole('link', { name: 'Barolo' })).toBeVisible()
    expect(within(nav).getByRole('link', { name: 'Månedens vin' })).toBeVisible()
    expect(within(nav).getByRole('link', { name: 'Gaver' })).toBeVisible()
    expect(within(drawer).getByRole('button', { name: 'Log ind' })).toBeInTheDocument()
    expect(within(drawer).getByRole('button', { name: 'Erhvervslogin' })).toBeInTheDocument()

    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(open).toHaveFocus()
  })
})

describe('Footer navigation', () => {
  it('is a named navigation area', () => {
    renderWithProviders(
      <Footer footer={{ Columns: [{ Title: 'Kundeservice', Links: [{ Text: 'Levering', Url: '/levering/' }] }], Text: 'CVR 12345674' }} />,
    )
    const nav = screen.getByRole('navigation', { name: 'Links i sidefoden' })
    expect(nav).toHaveAttribute('data-nav-area', 'footer')
    expect(within(nav).getByRole('link', { name: 'Levering' })).toBeInTheDocument()
  })
})

/** What a sighted user reads on a control, against what a screen reader or voice control calls it (WCAG 2.5.3):
 * the visible words must come out of the name, in order (punctuation and case aside). */
function expectLabelInName(element: HTMLElement, name: string) {
  const words = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()
  const visible = words(element.textContent ?? '')
  expect(element).toHaveAccessibleName(name)
  expect(visible).not.toBe('')
  expect(words(name)).toContain(visible)
}

function renderHeaderIn(locale: 'da' | 'en') {
  const fake = installFakeShopApi(() => ({ status: 404 }))
  renderWithProviders(
    <I18nextProvider i18n={createTestI18n(locale)}>
      <MockRouterProvider router={createMockRouter({ locale, asPath: '/vin/' })}>
        <BasketProvider locale={locale}>
          <Header menu={menu} />
        </BasketProvider>
      </MockRouterProvider>
    </I18nextProvider>,
  )
  return fake.restore
}

describe('Header names (what is shown is what is said)', () => {
  let restore: (() => void) | undefined
  afterEach(() => {
    restore?.()
  })

  // The header's switch is hidden below 768 px (jsdom applies no media queries), hence `hidden: true`.
  for (const [locale, label, current] of [
    ['da', 'Vælg sprog', 'Dansk'],
    ['en', 'Choose language', 'English'],
  ] as const) {
    it(`shows and names each language by its own name, in its own language (${locale})`, () => {
      restore = renderHeaderIn(locale)
      const nav = screen.getByRole('navigation', { name: label, hidden: true })
      const danish = within(nav).getByRole('link', { name: 'Dansk', hidden: true })
      const english = within(nav).getByRole('link', { name: 'English', hidden: true })
      expect(danish).toHaveTextContent(/^Dansk$/)
      expect(english).toHaveTextContent(/^English$/)
      expect(danish).toHaveAttribute('lang', 'da')
      expect(english).toHaveAttribute('lang', 'en')
      expect(english).toHaveAttribute('hreflang', 'en')
      expectLabelInName(danish, 'Dansk')
      expectLabelInName(english, 'English')
      // Only the language the page is in is marked as the current one.
      const [now, other] = current === 'Dansk' ? [danish, english] : [english, danish]
      expect(now).toHaveAttribute('aria-current', 'true')
      expect(other).not.toHaveAttribute('aria-current')
    })
  }

  it('names the basket link with its visible word and number first, then the unit', async () => {
    restore = renderHeaderIn('da')
    const basket = await screen.findByRole('link', { name: 'Kurv, 0 varer' })
    expect(basket).toHaveTextContent('Kurv 0')
    expectLabelInName(basket, 'Kurv, 0 varer')
  })

  it('names the basket link in English too', async () => {
    restore = renderHeaderIn('en')
    const basket = await screen.findByRole('link', { name: 'Basket, 0 items' })
    expect(basket).toHaveTextContent('Basket 0')
    expectLabelInName(basket, 'Basket, 0 items')
  })

  it("names the guest's account button by its visible text", () => {
    restore = renderHeaderIn('da')
    expectLabelInName(screen.getByRole('button', { name: 'Min konto' }), 'Min konto')
  })
})
