import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { NOTHING_ALLOWED } from '@/features/consent/categories'
import { ConsentContext } from '@/features/consent/consent-context'
import type { Footer as FooterData } from '@/features/content/api/get-footer'
import { footerSchema } from '@/features/content/api/get-footer'
import { renderWithProviders } from '@/test/render'
import { Footer } from './Footer'

const REPORT_URL = 'https://www.findsmiley.dk/598123'

const footer = (smiley: FooterData['Smiley']): FooterData => ({
  Columns: [{ Title: 'Butikken', Links: [{ Text: 'Tilgængelighedserklæring', Url: '/tilgaengelighed/' }] }],
  Text: 'CVR 12345674',
  Smiley: smiley,
})

describe('Footer food smiley', () => {
  it('links to the inspection report in a new tab, labelled, with the smiley as a named image', () => {
    renderWithProviders(<Footer footer={footer({ Url: REPORT_URL, Label: 'Se vores kontrolrapport' })} />)
    const link = within(screen.getByRole('contentinfo')).getByRole('link', { name: /Se vores kontrolrapport/ })
    expect(link).toHaveAttribute('href', REPORT_URL)
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(link).toHaveAccessibleName(/Fødevarestyrelsens smiley.*Se vores kontrolrapport.*åbner i et nyt vindue/)
    expect(within(link).getByRole('img', { name: 'Fødevarestyrelsens smiley' }).tagName.toLowerCase()).toBe('svg')
  })

  it('is reached with the keyboard after the footer links', async () => {
    const user = userEvent.setup()
    renderWithProviders(<Footer footer={footer({ Url: REPORT_URL, Label: 'Se vores kontrolrapport' })} />)
    await user.tab()
    expect(screen.getByRole('link', { name: 'Tilgængelighedserklæring' })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('link', { name: /Se vores kontrolrapport/ })).toHaveFocus()
  })

  it('shows no smiley while the shop has no report set', () => {
    renderWithProviders(<Footer footer={footer(null)} />)
    expect(screen.queryByRole('link', { name: /kontrolrapport/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('img', { name: 'Fødevarestyrelsens smiley' })).not.toBeInTheDocument()
  })

  it('drops an odd smiley from the answer and keeps the rest of the footer', () => {
    const parsed = footerSchema.parse({ Columns: [], Text: 'CVR 12345674', Smiley: { Url: 'javascript:alert(1)', Label: 'x' } })
    expect(parsed.Smiley).toBeNull()
    expect(parsed.Text).toBe('CVR 12345674')
    expect(footerSchema.parse({ Text: 'CVR 12345674' }).Smiley).toBeUndefined()
  })
})

describe('Footer shop information', () => {
  const rich: FooterData = {
    Columns: [
      {
        Title: 'Kundeservice',
        Links: [
          { Text: 'Levering', Url: '/levering/' },
          { Text: 'Returnering og fortrydelsesret', Url: '/returnering-og-fortrydelsesret/' },
          { Text: 'Fortryd købet her', Url: '/fortryd/' },
        ],
      },
      { Title: 'Kontakt', Links: [{ Text: 'Kontakt og åbningstider', Url: '/kontakt/' }] },
    ],
    Text: 'CVR 12345674',
    Smiley: null,
  }

  it('shows the payment methods as named marks', () => {
    renderWithProviders(<Footer footer={rich} />)
    const marks = within(screen.getByRole('contentinfo')).getByRole('list', { name: 'Betalingsmetoder' })
    expect(
      within(marks)
        .getAllByRole('img')
        .map((img) => img.getAttribute('aria-label')),
    ).toEqual(['Dankort', 'Visa', 'Mastercard', 'MobilePay'])
  })

  it("keeps the editors' columns as labelled groups of links, with the withdrawal link only once", () => {
    renderWithProviders(<Footer footer={rich} />)
    const nav = screen.getByRole('navigation', { name: 'Links i sidefoden' })
    expect(within(within(nav).getByRole('region', { name: 'Kundeservice' })).getByRole('link', { name: 'Levering' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/levering\/?$/),
    )
    expect(screen.getAllByRole('link', { name: 'Fortryd købet her' })).toHaveLength(1)
  })

  it('shows the e-mærket badge linking to the certificate only while the shop has one', () => {
    const { unmount } = renderWithProviders(
      <Footer
        footer={{ ...rich, Emaerket: { Url: 'https://certifikat.emaerket.dk/delikat.dk', Label: 'Se vores e-mærket-certifikat' } }}
      />,
    )
    const badge = screen.getByRole('link', { name: /Se vores e-mærket-certifikat/ })
    expect(badge).toHaveAttribute('href', 'https://certifikat.emaerket.dk/delikat.dk')
    expect(badge).toHaveAttribute('target', '_blank')
    unmount()
    renderWithProviders(<Footer footer={{ ...rich, Emaerket: null }} />)
    expect(screen.queryByRole('link', { name: /e-mærket/ })).not.toBeInTheDocument()
  })

  it('drops an odd e-mærket link or odd delivery facts from the answer and keeps the rest', () => {
    const parsed = footerSchema.parse({ Text: 'CVR 12345674', Emaerket: { Url: 'http://x', Label: 'x' }, Delivery: { FreeAbove: 'lots' } })
    expect(parsed.Emaerket).toBeNull()
    expect(parsed.Delivery).toBeNull()
    expect(parsed.Text).toBe('CVR 12345674')
  })
})

describe('Footer cookie settings', () => {
  it('reopens the cookie choice from every page (docs/consent.md)', async () => {
    const user = userEvent.setup()
    const openSettings = vi.fn()
    renderWithProviders(
      <ConsentContext.Provider value={{ categories: NOTHING_ALLOWED, decided: true, ready: true, choose: vi.fn(), openSettings }}>
        <Footer footer={footer(null)} />
      </ConsentContext.Provider>,
    )
    await user.click(within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Cookieindstillinger' }))
    expect(openSettings).toHaveBeenCalledTimes(1)
  })
})
