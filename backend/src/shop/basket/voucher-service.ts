/**
 * Vouchers in the basket (PUT basket/{uid}/voucher/{voucher}, DELETE basket/{uid}/voucher). A code that can never
 * work for this shopper is refused with its reason and changes nothing; one that only waits for the goods to reach
 * its minimum is kept, and the basket says what is missing (Voucher.Message). Wrong codes count against the
 * client's limit (rate-limit.ts).
 */
import { dbPool } from '../../db/pool'
import { isB2B, type ShopContext } from '../context'
import { ShopError } from '../errors'
import { normaliseCode } from '../giftcards/codes'
import { claimAttempt, CODE_ATTEMPTS } from '../rate-limit'
import { inTransaction } from '../../db/transaction'
import { findBasket, view } from './service'
import { readBasket, setBasketVoucher } from './store'
import type { Basket } from './view'
import { evaluateVoucher, FINAL_REFUSALS, type VoucherRule } from './vouchers'

interface VoucherRow {
  id: number
  code: string
  kind: 'Percent' | 'Amount'
  percent: string | null
  amount: string | null
  minimum_amount: string | null
  customer_type: 'All' | 'B2C' | 'B2B' | null
  valid_from: Date | null
  valid_to: Date | null
  max_uses: string | null
  used_count: string | null
  active: boolean | null
}

const num = (v: string | null) => (v === null ? null : Number(v))

function toRule(row: VoucherRow): VoucherRule {
  return {
    code: row.code,
    kind: row.kind,
    percent: num(row.percent),
    amount: num(row.amount),
    minimumAmount: num(row.minimum_amount),
    customerType: row.customer_type ?? 'All',
    validFrom: row.valid_from ? new Date(row.valid_from) : null,
    validTo: row.valid_to ? new Date(row.valid_to) : null,
    maxUses: num(row.max_uses),
    usedCount: Number(row.used_count ?? 0),
    active: row.active !== false,
  }
}

export async function applyVoucher(ctx: ShopContext, basketUid: string, rawCode: string, client: string): Promise<Basket> {
  const pool = dbPool(ctx.payload)
  await findBasket(ctx, pool, basketUid, false)
  const attempt = await claimAttempt(pool, CODE_ATTEMPTS, client, ctx.culture)
  const { rows } = await pool.query<VoucherRow>('SELECT * FROM vouchers WHERE code = $1', [normaliseCode(rawCode)])
  const row = rows[0]
  const rule = row ? toRule(row) : null
  // The goods as the basket prices them now (campaigns included), for the minimum amount.
  const current = await view(ctx, basketUid, await readBasket(pool, basketUid, ctx.culture))
  const goods = current.Lines.filter((l) => l.Unavailable === null).reduce((sum, l) => sum + l.LinePrice.Amount, 0)
  const outcome = evaluateVoucher(rule, { goods, isB2B: isB2B(ctx), now: new Date(), culture: ctx.culture })
  if (outcome.refusal !== null && (FINAL_REFUSALS.has(outcome.refusal) || outcome.refusal === 'VoucherNotStarted')) {
    // Only an unknown code keeps its claim on the client's attempts (docs/adr/0045); a known one gives it back.
    if (outcome.refusal !== 'VoucherNotFound') await attempt.release()
    throw new ShopError(400, outcome.refusal, outcome.message, { Code: outcome.message })
  }
  await attempt.release()
  const stored = await inTransaction(ctx, async (db) => {
    const basketId = await findBasket(ctx, db, basketUid, true)
    await setBasketVoucher(db, basketId, row!.id)
    return readBasket(db, basketUid, ctx.culture)
  })
  return view(ctx, basketUid, stored)
}

export async function removeVoucher(ctx: ShopContext, basketUid: string): Promise<Basket> {
  const stored = await inTransaction(ctx, async (db) => {
    const basketId = await findBasket(ctx, db, basketUid, true)
    await setBasketVoucher(db, basketId, null)
    return readBasket(db, basketUid, ctx.culture)
  })
  return view(ctx, basketUid, stored)
}
