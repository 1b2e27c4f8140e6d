import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithProviders } from '@/test/render'
import { RenderComponents } from '../RenderComponents'
import { allowedAmounts, checkFreeAmount } from './giftCardAmount'

function renderGiftCard(fields: Record<string, unknown> = {}) {
  return renderWithProviders(
    <RenderComponents
      components={[
        {
          Type: 'giftCardDefault',
          Id: 'g1',
          Title: 'Gavekort til Delikat',
          Text: 'Til vin og delikatesser i butikken og online.',
          Image: null,
          Amounts: [25000, 50000, 100000],
          MinAmount: 10000,
          MaxAmount: 500000,
          ...fields,
        },
      ]}
    />,
  )
}

describe('giftCardDefault', () => {
  it('offers the suggested amounts, a free amount, quantity, a gift toggle and a greeting', async () => {
    const user = userEvent.setup()
    renderGiftCard()
    expect(screen.getByRole('heading', { name: 'Gavekort til Delikat' })).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: '250,-' })).toBeChecked()
    expect(screen.getByRole('radio', { name: '500,-' })).not.toBeChecked()
    expect(screen.getByRole('spinbutton', { name: 'Antal gavekort' })).toHaveValue(1)
    expect(screen.getByText('I alt: 250,-')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Øg antal' }))
    await user.click(screen.getByRole('radio', { name: '1.000,-' }))
    expect(screen.getByText('I alt: 2.000,-')).toBeInTheDocument()

    expect(screen.queryByRole('textbox', { name: 'Din hilsen' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('checkbox', { name: 'Send som gave med en hilsen' }))
    await user.type(screen.getByRole('textbox', { name: 'Din hilsen' }), 'Tillykke!')
    expect(screen.getByText('9 af 300 tegn')).toBeInTheDocument()
  })

  it('checks a free amount against the limits', async () => {
    const user = userEvent.setup()
    renderGiftCard()
    await user.click(screen.getByRole('radio', { name: 'Andet beløb' }))
    const field = screen.getByRole('spinbutton', { name: 'Beløb i kroner' })
    expect(field).toHaveAccessibleDescription('Mellem 100,- og 5.000,- kr.')
    await user.type(field, '50')
    await user.tab()
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByText('Skriv et helt beløb mellem 100,- og 5.000,- kr.')).toBeInTheDocument()
    await user.clear(field)
    await user.type(field, '750')
    expect(field).not.toHaveAttribute('aria-invalid')
    expect(screen.getByText('I alt: 750,-')).toBeInTheDocument()
  })

  it('cannot be submitted until the gift card API exists, and says so', () => {
    renderGiftCard()
    const submit = screen.getByRole('button', { name: 'Læg gavekort i kurv' })
    expect(submit).toBeDisabled()
    expect(submit).toHaveAccessibleDescription('Gavekort kan købes snart')
    expect(screen.getByText('Gavekort kan købes snart')).toBeVisible()
  })

  it('offers only a free amount when no amounts are suggested', () => {
    renderGiftCard({ Amounts: [] })
    expect(screen.queryByRole('radio')).not.toBeInTheDocument()
    expect(screen.getByRole('spinbutton', { name: 'Beløb i kroner' })).toBeInTheDocument()
  })
})

describe('gift card amount rules', () => {
  it('accepts whole kroner within the limits', () => {
    expect(checkFreeAmount('500', 10000, 500000)).toEqual({ ok: true, amount: 50000 })
    expect(checkFreeAmount('100', 10000, 500000)).toEqual({ ok: true, amount: 10000 })
    expect(checkFreeAmount('99', 10000, 500000)).toEqual({ ok: false, reason: 'outOfRange' })
    expect(checkFreeAmount('5001', 10000, 500000)).toEqual({ ok: false, reason: 'outOfRange' })
    expect(checkFreeAmount('12,5', 10000, 500000)).toEqual({ ok: false, reason: 'notWhole' })
    expect(checkFreeAmount(' ', 10000, 500000)).toEqual({ ok: false, reason: 'missing' })
  })

  it('keeps suggested amounts inside the limits, sorted and unique', () => {
    expect(allowedAmounts([50000, 5000, 25000, 50000, 900000], 10000, 500000)).toEqual([25000, 50000])
  })
})
