import { invoiceDetailsSchema } from './get-invoice-details'
import { deliveryDetailsSchema, deliveryKindOf, paymentAnswerSchema } from './schemas'
import { newIdempotencyKey } from './submit-payment'

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('checkout answers', () => {
  it('offers card only unless the server offers more, in a fixed order, leaving out methods it does not know', () => {
    expect(invoiceDetailsSchema.parse({ Fields: [] }).PaymentMethods).toEqual(['CreditCard'])
    expect(invoiceDetailsSchema.parse({ Fields: [], PaymentMethods: [] }).PaymentMethods).toEqual(['CreditCard'])
    expect(
      invoiceDetailsSchema.parse({ Fields: [], PaymentMethods: ['Invoice', 'Vipps', 'MobilePay', 'CreditCard'] }).PaymentMethods,
    ).toEqual(['CreditCard', 'MobilePay', 'Invoice'])
  })

  it('reads delivery details with numeric ids as text and missing parts as null', () => {
    const parsed = deliveryDetailsSchema.parse({
      DeliveryMethods: [{ Id: 2, DeliveryMethodType: 'PostNord', Name: 'PostNord', Price: { Amount: 3900, Text: '39,-' }, Selected: true }],
      Totals: { SubTotal: { Amount: 100 }, Total: { Amount: 100 } },
    })
    expect(parsed.DeliveryMethods[0]).toMatchObject({ Id: '2', FreeAbove: null, PickupAddress: null, Description: null })
    expect(parsed.DeliveryAddress).toBeNull()
    expect(parsed.ServiceLocation).toBeNull()
  })

  it("turns a field's Description into the hint beneath it, children included", () => {
    const parsed = invoiceDetailsSchema.parse({
      Fields: [
        {
          Name: 'GreetingCard',
          FieldType: 'BooleanWithChildItems',
          DisplayMode: 'EditableInline',
          Label: 'Hilsenkort',
          Value: false,
          Required: false,
          ChildItems: [
            {
              Name: 'GreetingMessage',
              FieldType: 'TextMultiline',
              DisplayMode: 'EditableInline',
              Label: 'Hilsen',
              Value: '',
              Required: true,
              Description: 'Højst 300 tegn.',
            },
          ],
        },
        {
          Name: 'Requisition',
          FieldType: 'Text',
          DisplayMode: 'EditableInline',
          Label: 'Rekvisition',
          Value: null,
          Required: false,
          Description: 'Står på fakturaen.',
        },
      ],
    })
    expect(parsed.Fields[1]?.Hint).toBe('Står på fakturaen.')
    expect(parsed.Fields[0]?.ChildItems?.[0]?.Hint).toBe('Højst 300 tegn.')
  })

  it('reads the payment answer with the order number as text', () => {
    expect(paymentAnswerSchema.parse({ OrderUid: 'o-1', OrderNumber: 10023, Flow: 'Receipt' })).toMatchObject({
      OrderNumber: '10023',
      PaymentUrl: null,
    })
    expect(paymentAnswerSchema.safeParse({ OrderUid: 'o-1', Flow: 'Later' }).success).toBe(false)
  })

  it('knows which details a delivery method needs', () => {
    expect(deliveryKindOf('DeliveryAddress')).toBe('address')
    expect(deliveryKindOf('Burd')).toBe('address')
    expect(deliveryKindOf('PostNord')).toBe('serviceLocation')
    expect(deliveryKindOf('SimplePickup')).toBe('none')
    expect(deliveryKindOf('Drone')).toBe('none')
  })

  it('makes a random UUID v4 for each payment attempt, also without crypto.randomUUID', () => {
    const first = newIdempotencyKey()
    expect(first).toMatch(UUID_V4)
    expect(newIdempotencyKey()).not.toBe(first)
    // Outside secure contexts browsers have no randomUUID: the key is made from random bytes.
    const own = Object.getOwnPropertyDescriptor(globalThis.crypto, 'randomUUID')
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true })
    const bytes = vi.spyOn(globalThis.crypto, 'getRandomValues')
    try {
      expect(newIdempotencyKey()).toMatch(UUID_V4)
      expect(bytes).toHaveBeenCalled()
    } finally {
      bytes.mockRestore()
      if (own) Object.defineProperty(globalThis.crypto, 'randomUUID', own)
      else delete (globalThis.crypto as { randomUUID?: unknown }).randomUUID
    }
    expect(typeof globalThis.crypto.randomUUID).toBe('function')
  })
})
