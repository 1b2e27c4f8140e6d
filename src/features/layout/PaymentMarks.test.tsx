// The payment marks, one component for the footer and the payment step: a list named by the caller with an image per
// brand, in the order asked; the coloured marks are spans only, so they may sit inside a label.
import { screen, within } from '@testing-library/react'
import { renderWithProviders } from '@/test/render'
import { PaymentMarks } from './PaymentMarks'

const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('img')
    .map((img) => img.getAttribute('aria-label'))

describe('PaymentMarks', () => {
  it('shows all four brands by default, in a plain list named as asked', () => {
    renderWithProviders(<PaymentMarks label="Betalingsmetoder" />)
    const list = screen.getByRole('list', { name: 'Betalingsmetoder' })
    expect(list.tagName).toBe('UL')
    expect(names(list)).toEqual(['Dankort', 'Visa', 'Mastercard', 'MobilePay'])
    expect(within(list).getAllByRole('listitem')).toHaveLength(4)
  })

  it('shows only the brands asked for, and in colour as phrasing content that fits inside a label', () => {
    renderWithProviders(
      <label>
        Betalingskort
        <PaymentMarks tone="colour" brands={['Dankort', 'Visa', 'Mastercard']} label="Vi tager imod" />
      </label>,
    )
    const list = screen.getByRole('list', { name: 'Vi tager imod' })
    expect(names(list)).toEqual(['Dankort', 'Visa', 'Mastercard'])
    expect(within(list).getAllByRole('listitem')).toHaveLength(3)
    expect(list.querySelectorAll('ul, li, div, p')).toHaveLength(0)
    expect(list.tagName).toBe('SPAN')
    expect(screen.getByTestId('payment-mark-Visa')).toHaveAttribute('viewBox', '0 0 40 26')
  })

  it('draws the footer marks on larger cards than the coloured ones', () => {
    renderWithProviders(<PaymentMarks label="Betalingsmetoder" brands={['MobilePay']} />)
    expect(screen.getByTestId('payment-mark-MobilePay')).toHaveAttribute('viewBox', '0 0 56 36')
  })

  it('renders nothing for no brands', () => {
    const { container } = renderWithProviders(<PaymentMarks tone="colour" brands={[]} label="Vi tager imod" />)
    expect(screen.queryByRole('list')).not.toBeInTheDocument()
    expect(container.querySelector('svg')).toBeNull()
  })
})
