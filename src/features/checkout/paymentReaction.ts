// What the storefront does about the answer of POST checkout/payment/ (docs/api/checkout.md "Payment", docs/product.md §8
// checkout errors; the reactions are ours, as docs/product.md §8 records them):
// - Flow Payment: to the provider's PaymentUrl; Flow Receipt: to the receipt page.
// - RedirectToBasket: back to the basket with the server's reason in a toast (the toaster lives in the app shell,
//   so the toast outlives the navigation; the basket itself marks the lines that cannot be bought).
// - TermsRequiresAccept: the message beneath the terms box, which takes the focus.
// - DeliveryAddressStateInvalid: back to the delivery step with the message.
// - ErrorMessage: with field errors, back to the invoice details with them beneath the fields; without, the message
//   stays on the payment step (invoice not approved, over the credit limit, too many unpaid orders: the shopper
//   must read it and choose otherwise, so not a toast that fades).
// - BasketSubmitAlreadyInProgress: a calm "your order is being created", the pay button resting, no second submit.
// - AgeVerificationRequired: the age check on the payment step says why, and its button takes the focus.
// - ImpersonationNotAllowed (staff acting tried what only the customer may, e.g. card: docs/api/impersonation.md):
//   the message stays on the payment step like ErrorMessage.
// - Anything else (no answer, a server fault, an unknown code): the docs/product.md §8 toast.
import { isApiError } from '@/lib/apiError'
import type { PaymentAnswer } from './api/schemas'

export type PaymentReaction =
  | { kind: 'goToPayment'; url: string }
  | { kind: 'showReceipt'; orderUid: string }
  | { kind: 'backToBasket'; message: string | null }
  | { kind: 'termsRequired'; message: string | null }
  | { kind: 'deliveryInvalid'; message: string | null }
  | { kind: 'invoiceInvalid'; message: string | null; errors: Record<string, string> }
  | { kind: 'inProgress'; message: string | null }
  | { kind: 'ageRequired'; message: string | null }
  | { kind: 'refused'; message: string }
  | { kind: 'toast'; error: unknown }

export function reactionToAnswer(answer: PaymentAnswer): PaymentReaction {
  if (answer.Flow === 'Payment' && answer.PaymentUrl) return { kind: 'goToPayment', url: answer.PaymentUrl }
  // A Payment flow without a URL cannot be paid here: the receipt page asks the provider's state for the order.
  return { kind: 'showReceipt', orderUid: answer.OrderUid }
}

export function reactionToError(error: unknown): PaymentReaction {
  if (!isApiError(error)) return { kind: 'toast', error }
  const message = error.Message
  switch (error.ErrorCode) {
    case 'RedirectToBasket':
      return { kind: 'backToBasket', message }
    case 'TermsRequiresAccept':
      return { kind: 'termsRequired', message }
    case 'DeliveryAddressStateInvalid':
      return { kind: 'deliveryInvalid', message }
    case 'ErrorMessage':
      if (Object.keys(error.Errors).length > 0) return { kind: 'invoiceInvalid', message, errors: error.Errors }
      return message ? { kind: 'refused', message } : { kind: 'toast', error }
    case 'BasketSubmitAlreadyInProgress':
      return { kind: 'inProgress', message }
    case 'AgeVerificationRequired':
      return { kind: 'ageRequired', message }
    case 'ImpersonationNotAllowed':
      return message ? { kind: 'refused', message } : { kind: 'toast', error }
    default:
      return { kind: 'toast', error }
  }
}
