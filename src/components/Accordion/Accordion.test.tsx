import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithProviders } from '@/test/render'
import { Accordion, type AccordionItemData, type AccordionVariant } from './Accordion'

const items: AccordionItemData[] = [
  {
    id: 'a',
    summary: 'Levering',
    tags: [{ type: 'offer', text: 'Tilbud' }],
    lightFont: false,
    open: false,
    content: <p>Vi leverer på hverdage.</p>,
  },
  {
    id: 'b',
    summary: 'Medlemspris på champagne',
    tags: [
      { type: 'member-offer', text: 'Medlem' },
      { type: 'misc', text: 'Nyhed' },
    ],
    lightFont: true,
    open: true,
    content: <p>Kun for klubmedlemmer.</p>,
  },
]

function renderAccordion(variant: AccordionVariant) {
  return renderWithProviders(<Accordion items={items} variant={variant} color="light" />)
}

describe('Accordion', () => {
  it('starts an item open only when its open flag is set (default and boxed variants)', () => {
    for (const variant of ['default', 'boxed'] as const) {
      const { unmount } = renderAccordion(variant)
      expect(screen.getByRole('button', { name: /Levering/ })).toHaveAttribute('aria-expanded', 'false')
      expect(screen.getByText('Vi leverer på hverdage.')).not.toBeVisible()
      expect(screen.getByRole('button', { name: /Medlemspris/ })).toHaveAttribute('aria-expanded', 'true')
      expect(screen.getByText('Kun for klubmedlemmer.')).toBeVisible()
      unmount()
    }
  })

  it('toggles with the keyboard (Enter and Space on the summary button)', async () => {
    const user = userEvent.setup()
    renderAccordion('default')
    const toggle = screen.getByRole('button', { name: /Levering/ })
    await user.tab()
    expect(toggle).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('region', { name: /Levering/ })).toHaveTextContent('Vi leverer på hverdage.')
    await user.keyboard(' ')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByText('Vi leverer på hverdage.')).not.toBeVisible()
  })

  it('keeps the boxed-reveal variant always open, with no toggle', () => {
    renderAccordion('boxed-reveal')
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
    expect(screen.getByText('Vi leverer på hverdage.')).toBeVisible()
    expect(screen.getByText('Kun for klubmedlemmer.')).toBeVisible()
  })

  it('shows the summary tags, each tag type in its own style, and the light font', () => {
    renderAccordion('boxed')
    const offer = screen.getByText('Tilbud')
    const member = screen.getByText('Medlem')
    const misc = screen.getByText('Nyhed')
    expect(offer).toHaveAttribute('data-tag-type', 'offer')
    expect(member).toHaveAttribute('data-tag-type', 'member-offer')
    expect(misc).toHaveAttribute('data-tag-type', 'misc')
    const styles = [offer, member, misc].map((tag) => getComputedStyle(tag).backgroundColor)
    expect(new Set(styles).size).toBe(3)

    const heavy = within(screen.getByRole('button', { name: /Levering/ })).getByText('Levering')
    const light = within(screen.getByRole('button', { name: /Medlemspris/ })).getByText('Medlemspris på champagne')
    expect(getComputedStyle(heavy).fontWeight).toBe('600')
    expect(getComputedStyle(light).fontWeight).toBe('400')
  })
})
