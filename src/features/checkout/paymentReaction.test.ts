import { ApiError } from '@/lib/apiError'
import { reactionToAnswer, reactionToError } from './paymentReaction'

const apiError = (status: number, ErrorCode: string | null, Message: string | null = null, Errors: Record<string, string> = {}) =>
  new ApiError({ status, ErrorCode, Message, Errors, description: 'test' })

describe('the reaction to a payment answer', () => {
  it('sends the shopper to the provider, or to the receipt', () => {
    expect(reactionToAnswer({ OrderUid: 'o-1', OrderNumber: '1', Flow: 'Payment', PaymentUrl: 'https://pay.example/1' })).toEqual({
      kind: 'goToPayment',
      url: 'https://pay.example/1',
    })
    expect(reactionToAnswer({ OrderUid: 'o-1', OrderNumber: '1', Flow: 'Receipt', PaymentUrl: null })).toEqual({
      kind: 'showReceipt',
      orderUid: 'o-1',
    })
    // A payment without a page to pay on: the receipt page asks the provider's state.
    expect(reactionToAnswer({ OrderUid: 'o-1', OrderNumber: null, Flow: 'Payment', PaymentUrl: null })).toEqual({
      kind: 'showReceipt',
      orderUid: 'o-1',
    })
  })

  it('has a reaction for each checkout error of docs/product.md §8', () => {
    expect(reactionToError(apiError(409, 'RedirectToBasket', 'Udsolgt'))).toEqual({ kind: 'backToBasket', message: 'Udsolgt' })
    expect(reactionToError(apiError(400, 'TermsRequiresAccept', 'Accepter'))).toEqual({ kind: 'termsRequired', message: 'Accepter' })
    expect(reactionToError(apiError(400, 'DeliveryAddressStateInvalid', 'Vælg levering'))).toEqual({
      kind: 'deliveryInvalid',
      message: 'Vælg levering',
    })
    expect(reactionToError(apiError(400, 'ErrorMessage', 'Ret', { Email: 'Forkert' }))).toEqual({
      kind: 'invoiceInvalid',
      message: 'Ret',
      errors: { Email: 'Forkert' },
    })
    expect(reactionToError(apiError(409, 'BasketSubmitAlreadyInProgress', null))).toEqual({ kind: 'inProgress', message: null })
  })

  it('keeps the message of an ErrorMessage without field errors on the payment step: the shopper must choose otherwise', () => {
    expect(reactionToError(apiError(409, 'ErrorMessage', 'Ordren er over jeres kreditgrænse.'))).toEqual({
      kind: 'refused',
      message: 'Ordren er over jeres kreditgrænse.',
    })
    expect(reactionToError(apiError(429, 'ErrorMessage', 'Du har allerede 3 ordrer, der venter på betaling.'))).toEqual({
      kind: 'refused',
      message: 'Du har allerede 3 ordrer, der venter på betaling.',
    })
  })

  it('shows a toast for an ErrorMessage without a message and for anything else', () => {
    for (const error of [apiError(400, 'ErrorMessage', null), apiError(500, null), apiError(0, null), new Error('boom')]) {
      expect(reactionToError(error)).toEqual({ kind: 'toast', error })
    }
  })

  it('keeps the message of a card payment refused while staff act as the customer on the payment step', () => {
    const message = 'Kortbetaling kan kun gennemføres af kunden selv.'
    expect(reactionToError(apiError(403, 'ImpersonationNotAllowed', message))).toEqual({ kind: 'refused', message })
    const bare = apiError(403, 'ImpersonationNotAllowed')
    expect(reactionToError(bare)).toEqual({ kind: 'toast', error: bare })
  })
})
