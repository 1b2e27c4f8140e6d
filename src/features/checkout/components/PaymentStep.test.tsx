import { screen, within } from '@testing-library/react'
import { AuthContext } from '@/features/auth/auth-context'
import { authState, customerAnswer } from '@/features/auth/testing/fakeAuthBackend'
import { basket as basketFixture } from '@/test/fixtures'
import { renderWithProviders } from '@/test/render'
import { createMockRouter, MockRouterProvider } from '@/test/router'
import type { ChoosablePaymentMethod } from '../api/schemas'
import { PaymentStep } from './PaymentStep'

function renderStep(methods: readonly ChoosablePaymentMethod[], invoiceNotApproved: boolean, acting = false) {
  const basket = basketFixture('b-1', 2)
  // CanImpersonate: true is the customer answer while staff act as the customer (docs/api/impersonation.md).
  const customer = customerAnswer({ ClientType: 'B2B', CanImpersonate: acting })
  renderWithProviders(
    <MockRouterProvider router={createMockRouter()}>
      <AuthContext.Provider value={authState({ status: 'authenticated', customer, loginKey: customer.HardId, isB2B: true })}>
        <PaymentStep
          basket={basket}
          totals={basket.Totals}
          deliveryChosen
          methods={methods}
          invoiceNotApproved={invoiceNotApproved}
          paymentMethod="CreditCard"
          onPaymentMethodChange={vi.fn()}
          acceptTerms={false}
          onAcceptTermsChange={vi.fn()}
          termsError={null}
          termsRef={{ current: null }}
          notice={null}
        />
      </AuthContext.Provider>
    </MockRouterProvider>,
  )
  return within(screen.getByRole('group', { name: 'Betalingsmåde' }))
}

describe('the payment step', () => {
  it('offers a business the shop has not approved card only, and says why and what to do', () => {
    const methods = renderStep(['CreditCard'], true)
    expect(methods.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['CreditCard'])
    expect(methods.queryByRole('radio', { name: 'Faktura' })).toBeNull()
    expect(methods.getByTestId('invoice-not-approved')).toHaveTextContent(
      'Betaling med faktura kræver, at vores kundeservice har godkendt jeres firma. Indtil da betaler I med kort. Kontakt kundeservice for at blive godkendt.',
    )
  })

  it('offers an approved business invoice too, without the note', () => {
    const methods = renderStep(['CreditCard', 'Invoice'], false)
    expect(methods.getByRole('radio', { name: 'Faktura' })).toBeInTheDocument()
    expect(methods.queryByTestId('invoice-not-approved')).toBeNull()
  })

  it('shows staff acting as the customer the card closed with the reason, and invoice open', () => {
    const methods = renderStep(['CreditCard', 'Invoice'], false, true)
    const card = methods.getByRole('radio', { name: 'Betalingskort' })
    expect(card).toBeDisabled()
    expect(card).not.toBeChecked()
    expect(card).toHaveAccessibleDescription(
      'Kortbetaling kan kun gennemføres af kunden selv. Kurven er gemt på kundens konto, så kunden kan betale selv.',
    )
    expect(methods.getByRole('radio', { name: 'Faktura' })).toBeEnabled()
    expect(methods.queryByTestId('acting-no-method')).toBeNull()
  })

  it('tells staff acting as a customer without invoice that the order cannot be placed, and why', () => {
    const methods = renderStep(['CreditCard'], true, true)
    expect(methods.getByRole('radio', { name: 'Betalingskort' })).toBeDisabled()
    expect(methods.getByTestId('acting-no-method')).toHaveTextContent('Ordren kan ikke afgives, mens du handler som kunden')
    expect(methods.queryByTestId('invoice-not-approved')).toBeNull()
  })

  it('leaves card open to the customer themselves', () => {
    const methods = renderStep(['CreditCard'], false)
    expect(methods.getByRole('radio', { name: 'Betalingskort' })).toBeEnabled()
    expect(methods.queryByTestId('acting-no-method')).toBeNull()
  })
})
