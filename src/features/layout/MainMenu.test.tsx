// The desktop menu's headings that have a page of their own: the button still opens the dropdown, and the page is
// the dropdown's first link, reached with ArrowDown; column headings link their category pages.
import { within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { MenuItem } from '@/features/content/api/get-menu'
import { renderWithProviders } from '@/test/render'
import { createMockRouter, MockRouterProvider } from '@/test/router'
import { MainMenu } from './MainMenu'

const category = (url: string) => ({ type: 'PimCategory', url })
const menu: MenuItem[] = [
  { id: '1', parentId: null, type: 'header', name: 'Vin', link: category('/vin/'), image: null },
  { id: '2', parentId: '1', type: 'header', name: 'Vin efter land', link: category('/vin/'), image: null },
  { id: '3', parentId: '2', type: 'item', name: 'Italien', link: category('/vin/?country=Italien'), image: null },
  { id: '4', parentId: '1', type: 'header', name: 'Øl og cider', link: category('/oel-og-cider/'), image: null },
  { id: '5', parentId: null, type: 'header', name: 'Inspiration', link: null, image: null },
  { id: '6', parentId: '5', type: 'item', name: 'Opskrifter', link: { type: 'Content', url: '/opskrifter/' }, image: null },
]

// jsdom applies no media queries, so the menu (shown from 1024 px) counts as hidden to role queries.
const hidden = { hidden: true }

function renderMenu() {
  const utils = renderWithProviders(
    <MockRouterProvider router={createMockRouter()}>
      <MainMenu items={menu} />
    </MockRouterProvider>,
  )
  return within(utils.container.querySelector<HTMLElement>('nav[data-nav-area="menu"]')!)
}

describe('MainMenu', () => {
  it('opens a heading that links with its button, and ArrowDown lands on "Se alt i" its page first', async () => {
    const user = userEvent.setup()
    const nav = renderMenu()
    const wine = nav.getByRole('button', { name: 'Vin', ...hidden })
    wine.focus()
    await user.keyboard('{ArrowDown}')
    expect(wine).toHaveAttribute('aria-expanded', 'true')
    const seeAll = nav.getByRole('link', { name: 'Se alt i Vin', ...hidden })
    expect(seeAll).toHaveAttribute('href', expect.stringMatching(/\/vin\/?$/))
    await vi.waitFor(() => expect(seeAll).toHaveFocus())

    // Column headings link their own pages, including a heading with nothing under it.
    expect(nav.getByRole('link', { name: 'Vin efter land', ...hidden })).toHaveAttribute('href', expect.stringMatching(/\/vin\/?$/))
    expect(nav.getByRole('link', { name: 'Øl og cider', ...hidden })).toHaveAttribute('href', expect.stringMatching(/\/oel-og-cider\/?$/))
    expect(nav.getByRole('link', { name: 'Italien', ...hidden })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/vin\/?\?country=Italien$/),
    )
  })

  it('gives a heading without a page no "Se alt i" link: its entries come first', async () => {
    const user = userEvent.setup()
    const nav = renderMenu()
    await user.click(nav.getByRole('button', { name: 'Inspiration', ...hidden }))
    expect(nav.queryByRole('link', { name: /Se alt i Inspiration/, ...hidden })).toBeNull()
    expect(nav.getByRole('link', { name: 'Opskrifter', ...hidden })).toHaveAttribute('href', expect.stringMatching(/\/opskrifter\/?$/))
  })
})
