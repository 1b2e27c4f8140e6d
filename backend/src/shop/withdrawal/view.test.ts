import { describe, expect, it } from 'vitest'
import { resolveExemption } from './exemption'
import { signWithdrawalToken, withdrawalTokenOrder, withdrawalTokenSigned } from './token'
import { describeWithdrawal, type OrderState } from './view'

describe('resolveExemption', () => {
  it('follows staff, else exempts events and chilled or frozen food, and keeps the right for the rest', () => {
    expect(resolveExemption({ type: 'Event' })).toBe('event')
    expect(resolveExemption({ type: 'Food', storage: 'chilled' })).toBe('perishable')
    expect(resolveExemption({ type: 'Food', storage: 'frozen', withdrawalExemption: 'auto' })).toBe('perishable')
    expect(resolveExemption({ type: 'GiftBasket', storage: 'chilled' })).toBe('perishable')
    expect(resolveExemption({ type: 'Food', storage: 'ambient' })).toBe('none')
    expect(resolveExemption({ type: 'Wine', storage: 'chilled' })).toBe('none')
    expect(resolveExemption({ type: 'Nonfood' })).toBe('none')
    expect(resolveExemption({ type: 'Food', storage: 'chilled', withdrawalExemption: 'none' })).toBe('none')
    expect(resolveExemption({ type: 'Nonfood', withdrawalExemption: 'personalised' })).toBe('personalised')
    expect(resolveExemption({ type: 'Event', withdrawalExemption: null })).toBe('event')
  })
})

describe('withdrawal tokens', () => {
  const secret = 'a-test-secret-of-some-length'

  it('name their order, work for its e-mail only, and expire', () => {
    const now = Date.now()
    const token = signWithdrawalToken(42, 'Kim@Example.dk', secret, now)
    expect(withdrawalTokenOrder(token, now)).toBe(42)
    expect(withdrawalTokenSigned(token, ' kim@example.dk', secret)).toBe(true)
    expect(withdrawalTokenSigned(token, 'other@example.dk', secret)).toBe(false)
    expect(withdrawalTokenSigned(token, 'kim@example.dk', `${secret}-other`)).toBe(false)
    expect(withdrawalTokenOrder(token, now + 31 * 60 * 1000)).toBeNull()
  })

  it('refuse a forged order id and garbage', () => {
    const token = signWithdrawalToken(42, 'kim@example.dk', secret)
    const forged = `${Buffer.from(JSON.stringify({ o: 43, e: Date.now() + 60_000 })).toString('base64url')}.${token.split('.')[1]}`
    expect(withdrawalTokenOrder(forged)).toBe(43)
    expect(withdrawalTokenSigned(forged, 'kim@example.dk', secret)).toBe(false)
    for (const junk of ['', 'a', 'a.b.c', '!!.??', `${Buffer.from('{"o":-1,"e":1e20}').toString('base64url')}.x`])
      expect(withdrawalTokenOrder(junk)).toBeNull()
  })
})

function state(over: Partial<OrderState> = {}): OrderState {
  return {
    id: 1,
    uid: 'u',
    orderNumber: '10001',
    email: 'kim@example.dk',
    culture: 'da',
    customerId: null,
    isB2B: false,
    placedAt: new Date('2026-11-20T10:00:00Z'),
    deliveredAt: new Date('2026-11-24T10:00:00Z'),
    status: 'Shipped',
    methodType: 'PostNord',
    firstName: 'Kim',
    lines: [
      {
        id: 'oil',
        name: 'Olivenolie',
        productNumber: 'F-2002',
        quantity: 2,
        unitPrice: 12900,
        isFreeGift: false,
        exemption: 'none',
        product: null,
      },
      {
        id: 'cheese',
        name: 'Gammel Knas',
        productNumber: 'F-2001',
        quantity: 1,
        unitPrice: 7995,
        isFreeGift: false,
        exemption: 'perishable',
        product: null,
      },
      {
        id: 'gift',
        name: 'Trøffelchips',
        productNumber: 'F-2003',
        quantity: 1,
        unitPrice: 0,
        isFreeGift: true,
        exemption: 'none',
        product: null,
      },
      {
        id: 'mask',
        name: 'Ostekniv i folie',
        productNumber: 'N-1',
        quantity: 1,
        unitPrice: 9900,
        isFreeGift: false,
        exemption: 'sealedHygiene',
        product: null,
      },
      // From before the snapshot: the product decides now.
      {
        id: 'old',
        name: 'Vinsmagning',
        productNumber: 'E-3001',
        quantity: 1,
        unitPrice: 49500,
        isFreeGift: false,
        exemption: null,
        product: { type: 'Event', storage: null, setting: 'auto' },
      },
    ],
    giftCardLines: [{ id: 'card', amount: 50000, quantity: 2 }],
    withdrawn: new Map([['oil', 1]]),
    giftCards: new Map([[50000, { issued: 2, unused: 1 }]]),
    withdrawals: [{ withdrawnAt: new Date('2026-11-25T08:00:00Z'), lines: [{ name: 'Olivenolie', quantity: 1 }] }],
    ...over,
  }
}

describe('describeWithdrawal', () => {
  const now = new Date('2026-11-26T12:00:00Z')

  it('offers what is left of each line, explains the exempt ones, and names the deadline', () => {
    const view = describeWithdrawal(state(), now, 'da')
    expect(view).toMatchObject({ OrderNumber: '10001', Status: 'Open', LastDay: '2026-12-08', Deadline: '2026-12-08T23:00:00.000Z' })
    const byId = Object.fromEntries(view.Lines.map((l) => [l.LineId, l]))
    expect(byId.oil).toMatchObject({ WithdrawnQuantity: 1, WithdrawableQuantity: 1, Refusal: null })
    expect(byId.cheese).toMatchObject({ WithdrawableQuantity: 0, Refusal: 'Perishable' })
    expect(byId.gift).toMatchObject({ WithdrawableQuantity: 0, Refusal: 'FreeGift' })
    expect(byId.mask).toMatchObject({ WithdrawableQuantity: 1, Refusal: null, Condition: 'SealUnbroken' })
    expect(byId.old).toMatchObject({ WithdrawableQuantity: 0, Refusal: 'Event' })
    // One of the two cards was spent: one may be withdrawn.
    expect(byId.card).toMatchObject({ Kind: 'GiftCard', Name: 'E-gavekort på 500,- kr.', WithdrawableQuantity: 1, Refusal: null })
    expect(view.Withdrawals).toEqual([{ WithdrawnAt: '2026-11-25T08:00:00.000Z', Lines: [{ Name: 'Olivenolie', Quantity: 1 }] }])
  })

  it('says why nothing may be withdrawn: cancelled, business, period ended, all withdrawn, all exempt', () => {
    expect(describeWithdrawal(state({ status: 'Cancelled' }), now, 'da').Status).toBe('Cancelled')
    const business = describeWithdrawal(state({ isB2B: true }), now, 'da')
    expect(business.Status).toBe('BusinessOrder')
    expect(business.Lines.every((l) => l.WithdrawableQuantity === 0)).toBe(true)
    expect(describeWithdrawal(state(), new Date('2026-12-09T00:00:00Z'), 'da').Status).toBe('PeriodEnded')
    // The withdrawn card was blocked, the other was spent.
    const all = state({
      withdrawn: new Map([
        ['oil', 2],
        ['mask', 1],
        ['card', 1],
      ]),
      giftCards: new Map([[50000, { issued: 2, unused: 0 }]]),
    })
    expect(describeWithdrawal(all, now, 'da').Status).toBe('AllWithdrawn')
    const exempt = state({ lines: state().lines.slice(1, 3), giftCardLines: [], withdrawn: new Map() })
    expect(describeWithdrawal(exempt, now, 'en').Status).toBe('NothingToWithdraw')
  })

  it('keeps a spent gift card out, and an undelivered order open with no deadline yet', () => {
    const view = describeWithdrawal(
      state({ deliveredAt: null, giftCards: new Map([[50000, { issued: 2, unused: 0 }]]) }),
      new Date('2027-06-01T00:00:00Z'),
      'en',
    )
    expect(view).toMatchObject({ Status: 'Open', LastDay: null, Deadline: null })
    expect(view.Lines.find((l) => l.LineId === 'card')).toMatchObject({
      Name: 'E-gift card of 500,- kr.',
      WithdrawableQuantity: 0,
      Refusal: 'GiftCardUsed',
    })
  })
})
