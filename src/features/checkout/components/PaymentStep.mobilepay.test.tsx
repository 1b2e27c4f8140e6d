// MobilePay on the payment step (docs/adr/0036-mobilepay.md): chosen with the keyboard like any method, each method
// with its named marks, closed to staff acting as the customer, and the way back from a refused payment.
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { AuthContext } from '@/features/auth/auth-context'
import { authState, customerAnswer } from '@/features/auth/testing/fakeAuthBackend'
import { basket as basketFixture } from '@/test/fixtures'
import { renderWithProviders } from '@/test/render'
import { createMockRouter, MockRouterProvider } from '@/test/router'
import type { ChoosablePaymentMethod } from '../api/schemas'
import { PaymentStep } from './PaymentStep'

type Options = { acting?: boolean; query?: Record<string, string> }

function renderStep(methods: readonly ChoosablePaymentMethod[], { acting = false, query = {} }: Options = {}) {
  const basket = basketFixture('b-1', 2)
  const customer = customerAnswer({ ClientType: 'B2C', CanImpersonate: acting })
  const onChange = vi.fn()
  // The wizard holds the choice; this stands in for it.
  function Step() {
    const [method, setMethod] = useState<ChoosablePaymentMethod>('CreditCard')
    return (
      <PaymentStep
        basket={basket}
        totals={basket.Totals}
        deliveryChosen
        methods={methods}
        paymentMethod={method}
        onPaymentMethodChange={(chosen) => {
          onChange(chosen)
          setMethod(chosen)
        }}
        acceptTerms={false}
        onAcceptTermsChange={vi.fn()}
        termsError={null}
        termsRef={{ current: null }}
        notice={null}
      />
    )
  }
  renderWithProviders(
    <MockRouterProvider router={createMockRouter({ pathname: '/kassen', query })}>
      <AuthContext.Provider value={authState({ status: 'authenticated', customer, loginKey: customer.HardId, isB2B: false })}>
        <Step />
      </AuthContext.Provider>
    </MockRouterProvider>,
  )
  return { group: within(screen.getByRole('group', { name: 'Betalingsmåde' })), onChange, user: userEvent.setup() }
}

describe('MobilePay on the payment step', () => {
  it('offers Betalingskort and MobilePay, chosen with the keyboard, with a text on how MobilePay goes', async () => {
    const { group, onChange, user } = renderStep(['CreditCard', 'MobilePay'])
    const card = group.getByRole('radio', { name: 'Betalingskort' })
    const mobilePay = group.getByRole('radio', { name: 'MobilePay' })
    expect(card).toBeChecked()
    expect(mobilePay).toHaveAccessibleDescription('Du godkender betalingen i MobilePay på din telefon på næste side.')

    card.focus()
    await user.keyboard('{ArrowDown}')
    expect(onChange).toHaveBeenLastCalledWith('MobilePay')
    expect(mobilePay).toBeChecked()
    expect(mobilePay).toHaveFocus()
    await user.keyboard('{ArrowUp}')
    expect(card).toBeChecked()
  })

  it('shows each method its marks as named images: Dankort, Visa and Mastercard for cards, MobilePay for MobilePay', () => {
    const { group } = renderStep(['CreditCard', 'MobilePay', 'Invoice'])
    const [cardMarks, mobilePayMarks] = group.getAllByRole('list', { name: 'Vi tager imod' })
    expect(
      within(cardMarks!)
        .getAllByRole('img')
        .map((img) => img.getAttribute('aria-label')),
    ).toEqual(['Dankort', 'Visa', 'Mastercard'])
    expect(within(mobilePayMarks!).getByRole('img', { name: 'MobilePay' })).toBeInTheDocument()
    // Invoice has no marks, and the marks are not part of the radios' names.
    expect(group.getAllByRole('list', { name: 'Vi tager imod' })).toHaveLength(2)
    expect(group.getByRole('radio', { name: 'Faktura' })).toBeInTheDocument()
  })

  it('closes MobilePay to staff acting as the customer, with the reason', () => {
    const { group } = renderStep(['CreditCard', 'MobilePay', 'Invoice'], { acting: true })
    const mobilePay = group.getByRole('radio', { name: 'MobilePay' })
    expect(mobilePay).toBeDisabled()
    expect(mobilePay).toHaveAccessibleDescription(
      'MobilePay kan kun godkendes af kunden selv på sin telefon. Kurven er gemt på kundens konto, så kunden kan betale selv.',
    )
  })

  it('back from a refused MobilePay payment: says so, chooses MobilePay again, and leaves card open', () => {
    const { group, onChange } = renderStep(['CreditCard', 'MobilePay'], { query: { trin: 'betaling', afvist: 'MobilePay' } })
    expect(group.getByTestId('payment-refused')).toHaveTextContent(
      'Betalingen med MobilePay blev ikke gennemført. Din kurv er gemt: prøv igen med MobilePay, eller vælg Betalingskort.',
    )
    expect(onChange).toHaveBeenCalledWith('MobilePay')
    expect(group.getByRole('radio', { name: 'MobilePay' })).toBeChecked()
    expect(group.getByRole('radio', { name: 'Betalingskort' })).toBeEnabled()
  })

  it('says nothing of a refusal for an address without one, or with a method it does not know', () => {
    renderStep(['CreditCard', 'MobilePay'], { query: { trin: 'betaling', afvist: 'Bitcoin' } })
    expect(screen.queryByTestId('payment-refused')).toBeNull()
  })
})
