import { screen, within } from '@testing-library/react'
import { basket as basketFixture } from '@/test/fixtures'
import { renderWithProviders } from '@/test/render'
import { createMockRouter, MockRouterProvider } from '@/test/router'
import type { ChoosablePaymentMethod } from '../api/schemas'
import { PaymentStep } from './PaymentStep'

function renderStep(methods: readonly ChoosablePaymentMethod[], invoiceNotApproved: boolean) {
  const basket = basketFixture('b-1', 2)
  renderWithProviders(
    <MockRouterProvider router={createMockRouter()}>
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
})
