import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
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
