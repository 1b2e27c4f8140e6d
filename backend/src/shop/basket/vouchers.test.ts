import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { evaluateVoucher, type VoucherRule } from './vouchers'

const now = new Date('2026-11-25T12:00:00Z')
const voucher = (over: Partial<VoucherRule> = {}): VoucherRule => ({
  code: 'JUL10',
  kind: 'Percent',
  percent: 10,
  amount: null,
  minimumAmount: null,
  customerType: 'All',
  validFrom: null,
  validTo: null,
  maxUses: null,
  usedCount: 0,
  active: true,
  ...over,
})
const basket = (goods: number, over: { isB2B?: boolean; culture?: 'da' | 'en' } = {}) => ({
  goods,
  isB2B: false,
  now,
  culture: 'da' as const,
  ...over,
})

describe('evaluateVoucher', () => {
  it('takes a whole percentage off the goods, rounded to the øre', () => {
    expect(evaluateVoucher(voucher(), basket(24895))).toEqual({ discount: 2490, refusal: null })
    expect(evaluateVoucher(voucher({ percent: 100 }), basket(24895))).toEqual({ discount: 24895, refusal: null })
  })

  it('takes an amount off, never more than the goods', () => {
    expect(evaluateVoucher(voucher({ kind: 'Amount', amount: 10000 }), basket(24895)).discount).toBe(10000)
    expect(evaluateVoucher(voucher({ kind: 'Amount', amount: 10000 }), basket(4000)).discount).toBe(4000)
  })

  it('answers an unknown and a switched-off code alike', () => {
    const unknown = evaluateVoucher(null, basket(10000))
    const off = evaluateVoucher(voucher({ active: false }), basket(10000))
    expect(unknown).toEqual(off)
    expect(unknown).toMatchObject({ refusal: 'VoucherNotFound', message: 'Rabatkoden er ikke gyldig. Tjek stavningen.' })
  })

  it('says when the period has not begun or is over', () => {
    expect(evaluateVoucher(voucher({ validFrom: new Date('2026-12-01T00:00:00+01:00') }), basket(10000))).toMatchObject({
      refusal: 'VoucherNotStarted',
      message: 'Rabatkoden gælder fra 1. december 2026.',
    })
    expect(evaluateVoucher(voucher({ validTo: new Date('2026-11-24T23:00:00Z') }), basket(10000, { culture: 'en' }))).toMatchObject({
      refusal: 'VoucherExpired',
      message: 'The discount code has expired.',
    })
    expect(
      evaluateVoucher(voucher({ validFrom: new Date('2026-11-01'), validTo: new Date('2026-12-01') }), basket(10000)).refusal,
    ).toBeNull()
  })

  it('stops when used up, and keeps to its customer type', () => {
    expect(evaluateVoucher(voucher({ maxUses: 3, usedCount: 3 }), basket(10000)).refusal).toBe('VoucherUsedUp')
    expect(evaluateVoucher(voucher({ customerType: 'B2B' }), basket(10000))).toMatchObject({
      refusal: 'VoucherCustomerType',
      message: 'Rabatkoden gælder kun for erhvervskunder.',
    })
    expect(evaluateVoucher(voucher({ customerType: 'B2B' }), basket(10000, { isB2B: true })).refusal).toBeNull()
    expect(evaluateVoucher(voucher({ customerType: 'B2C' }), basket(10000, { isB2B: true })).refusal).toBe('VoucherCustomerType')
  })

  it('names the minimum amount the goods must reach', () => {
    expect(evaluateVoucher(voucher({ minimumAmount: 50000 }), basket(49999))).toMatchObject({
      refusal: 'VoucherMinimumAmount',
      message: 'Rabatkoden gælder ved køb af varer for mindst 500,-.',
    })
    expect(evaluateVoucher(voucher({ minimumAmount: 50000 }), basket(50000)).discount).toBe(5000)
  })

  it('never gives a negative discount or more than the goods (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.constantFrom('Percent' as const, 'Amount' as const),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        (goods, kind, percent, amount) => {
          const { discount } = evaluateVoucher(voucher({ kind, percent, amount }), basket(goods))
          expect(discount).toBeGreaterThanOrEqual(0)
          expect(discount).toBeLessThanOrEqual(goods)
          expect(Number.isInteger(discount)).toBe(true)
        },
      ),
    )
  })
})
