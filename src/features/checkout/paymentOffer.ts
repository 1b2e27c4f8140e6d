// The payment methods the payment step offers. The server says which the customer may use (card and MobilePay for
// everyone, invoice only for a business the shop approved); while staff act as the customer, card and MobilePay are
// shown but closed, since only the customer pays by card or approves on their phone (docs/api/impersonation.md,
// docs/adr/0028-staff-acting-as-customers.md, docs/adr/0036-mobilepay.md).
import { isProviderPaymentMethod } from '@delikat/contract/checkout'
import { useActingStaff } from '@/features/auth/acting'
import type { ChoosablePaymentMethod } from './api/schemas'

type PaymentOffer = {
  /** Every method shown, as the server offers them. */
  methods: readonly ChoosablePaymentMethod[]
  /** A business the shop has not approved for invoice (yet). */
  invoiceNotApproved: boolean
  /** Staff acting with no method open to them (card and MobilePay closed, no invoice): the order cannot be placed. */
  blocked: boolean
  /** The method that is used: the chosen one when it is open, else the first open one. */
  choose: (chosen: ChoosablePaymentMethod) => ChoosablePaymentMethod
}

export function paymentOffer(
  serverMethods: readonly ChoosablePaymentMethod[] | undefined,
  { isB2B, acting }: { isB2B: boolean; acting: boolean },
): PaymentOffer {
  const methods = serverMethods ?? ['CreditCard']
  const open = acting ? methods.filter((method) => !isProviderPaymentMethod(method)) : methods
  return {
    methods,
    invoiceNotApproved: isB2B && !methods.includes('Invoice'),
    blocked: open.length === 0,
    choose: (chosen) => (open.includes(chosen) ? chosen : (open[0] ?? 'CreditCard')),
  }
}

export function usePaymentOffer(serverMethods: readonly ChoosablePaymentMethod[] | undefined, isB2B: boolean): PaymentOffer {
  return paymentOffer(serverMethods, { isB2B, acting: useActingStaff() })
}
