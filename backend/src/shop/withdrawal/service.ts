/**
 * The withdrawal function, "Fortryd købet her" (Consumer Rights Directive art. 11a; docs/adr/0023, bodies in
 * docs/api/withdrawal.md). An order is reached three ways: a customer's own order by its uid while logged in, a
 * guest's order by its uid (the key its receipt already uses), or by order number and e-mail from the footer's page,
 * which answers with a short-lived token to confirm with. Whoever asks about an order that is not theirs, or that does
 * not exist, gets the same 404, and the lookup is limited per client address, so neither way tells which orders
 * exist. Confirming locks the order's row, reads it afresh and records the withdrawal in one transaction: two
 * confirms at once cannot both withdraw the same bottle. The acknowledgement mail goes out right after.
 */
import type { PoolClient } from 'pg'
import { randomBytes } from 'node:crypto'
import { z } from 'zod'
import { dbPool } from '../../db/pool'
import { env } from '../../env'
import { inTransaction } from '../../db/transaction'
import type { Culture } from '../constants'
import type { ShopContext } from '../context'
import { EMAIL_MAX_LENGTH } from '../customers/constants'
import { sendMail } from '../email'
import { withdrawalAcknowledgementMail } from '../email/templates'
import { notFound, ShopError } from '../errors'
import { formatPrice } from '@delikat/contract/money'
import { claimAttempt } from '../rate-limit'
import {
  RETURN_ADDRESS,
  RETURN_DAYS,
  WITHDRAWAL_LOOKUPS,
  WITHDRAWAL_REASON_MAX_LENGTH,
  type WithdrawalChannel,
  type WithdrawalStatus,
} from './constants'
import { copenhagenDay } from './period'
import { signWithdrawalToken, withdrawalTokenOrder, withdrawalTokenSigned } from './token'
import { loadState, PAID, type Db } from './store'
import { describeWithdrawal, type OrderState, type Withdrawal } from './view'

const TEXTS = {
  da: {
    notFound: 'Ordren findes ikke.',
    lookupNotFound: 'Vi kan ikke finde en ordre med det ordrenummer og den e-mailadresse. Skriv dem, som de står i din ordrebekræftelse.',
    lookupExpired: 'Siden har været åben for længe. Find din ordre igen.',
    notPossible: {
      PeriodEnded: 'Fortrydelsesfristen for ordren er udløbet.',
      BusinessOrder: 'Køb som erhvervskunde er ikke omfattet af fortrydelsesretten.',
      NothingToWithdraw: 'Intet i ordren kan fortrydes.',
      AllWithdrawn: 'Du har allerede fortrudt alt det i ordren, der kan fortrydes.',
      Cancelled: 'Ordren er annulleret.',
    },
    lineUnknown: 'Linjen findes ikke i ordren.',
    lineTooMany: (left: number) => (left === 0 ? 'Linjen kan ikke fortrydes.' : `Du kan højst fortryde ${left} af linjen.`),
    lineTwice: 'Linjen er valgt to gange.',
    lines: 'Vælg mindst én vare at fortryde.',
  },
  en: {
    notFound: 'The order does not exist.',
    lookupNotFound:
      'We cannot find an order with that order number and e-mail address. Type them as they appear in your order confirmation.',
    lookupExpired: 'The page has been open too long. Please find your order again.',
    notPossible: {
      PeriodEnded: 'The withdrawal period for the order has ended.',
      BusinessOrder: 'Purchases by business customers have no right of withdrawal.',
      NothingToWithdraw: 'Nothing in the order can be withdrawn.',
      AllWithdrawn: 'You have already withdrawn from everything in the order that can be withdrawn.',
      Cancelled: 'The order is cancelled.',
    },
    lineUnknown: 'The line is not in the order.',
    lineTooMany: (left: number) => (left === 0 ? 'The line cannot be withdrawn.' : `You can withdraw at most ${left} of the line.`),
    lineTwice: 'The line is chosen twice.',
    lines: 'Choose at least one item to withdraw.',
  },
} satisfies Record<Culture, unknown>

const chosenLines = z
  .array(z.object({ LineId: z.string().trim().min(1).max(64), Quantity: z.number().int().min(1).max(10_000) }))
  .min(1)
  .max(200)

export const confirmBody = z.object({
  Lines: chosenLines,
  Reason: z.string().trim().max(WITHDRAWAL_REASON_MAX_LENGTH).nullish(),
})
export type ConfirmBody = z.infer<typeof confirmBody>

export const lookupBody = z.object({
  OrderNumber: z.string().trim().min(1).max(32),
  Email: z.string().trim().max(EMAIL_MAX_LENGTH).pipe(z.email()),
})

/** The order a uid names, if the caller may see it: a guest's order to anyone holding its uid, a customer's to them alone. */
async function orderByUid(ctx: ShopContext, orderUid: string): Promise<{ id: number; channel: WithdrawalChannel }> {
  const { rows } = await dbPool(ctx.payload).query<{ id: number; customer_id: number | null }>(
    `SELECT o.id, o.customer_id FROM orders o
      WHERE o.uid = $1 AND (o.customer_id IS NULL OR o.customer_id = $2) AND ${PAID}`,
    [orderUid, ctx.customer?.id ?? null],
  )
  const row = rows[0]
  if (!row) throw notFound('OrderNotFound', TEXTS[ctx.culture].notFound)
  return { id: row.id, channel: row.customer_id === null ? 'orderLink' : 'account' }
}

async function stateOrNotFound(ctx: ShopContext, db: Db, orderId: number): Promise<OrderState> {
  const state = await loadState(db, orderId)
  if (!state) throw notFound('OrderNotFound', TEXTS[ctx.culture].notFound)
  return state
}

/** GET order/{orderUid}/withdrawal/: what the order's owner (or a guest order's uid holder) may withdraw. */
export async function orderWithdrawal(ctx: ShopContext, orderUid: string): Promise<Withdrawal> {
  const { id } = await orderByUid(ctx, orderUid)
  return describeWithdrawal(await stateOrNotFound(ctx, dbPool(ctx.payload), id), new Date(), ctx.culture)
}

/**
 * POST withdrawal/lookup/: the order with this number and e-mail, and a token to confirm with. A wrong e-mail and an
 * unknown number are the same 404 from the same single query, and count alike against the client's limit.
 */
export async function lookupWithdrawal(
  ctx: ShopContext,
  body: z.infer<typeof lookupBody>,
  client: string,
): Promise<Withdrawal & { Token: string }> {
  const pool = dbPool(ctx.payload)
  const attempt = await claimAttempt(pool, WITHDRAWAL_LOOKUPS, client, ctx.culture)
  const { rows } = await pool.query<{ id: number; email: string }>(
    `SELECT o.id, o.email FROM orders o WHERE o.order_number = $1 AND lower(o.email) = lower($2) AND ${PAID}`,
    [body.OrderNumber, body.Email],
  )
  const order = rows[0]
  // A miss keeps its claim on the client's attempts; a match gives it back.
  if (!order) throw notFound('OrderNotFound', TEXTS[ctx.culture].lookupNotFound)
  await attempt.release()
  const view = describeWithdrawal(await stateOrNotFound(ctx, pool, order.id), new Date(), ctx.culture)
  return { ...view, Token: signWithdrawalToken(order.id, order.email, env().PAYLOAD_SECRET) }
}

/** The order a lookup token names, if it is ours, unexpired and the order still has the address it was found by. */
async function orderByToken(ctx: ShopContext, token: string): Promise<number> {
  const expired = () => new ShopError(400, 'LookupExpired', TEXTS[ctx.culture].lookupExpired)
  const orderId = withdrawalTokenOrder(token)
  if (orderId === null) throw expired()
  const { rows } = await dbPool(ctx.payload).query<{ email: string }>(`SELECT o.email FROM orders o WHERE o.id = $1 AND ${PAID}`, [orderId])
  if (!rows[0] || !withdrawalTokenSigned(token, rows[0].email, env().PAYLOAD_SECRET)) throw expired()
  return orderId
}

export interface WithdrawalReceipt {
  WithdrawnAt: string
  Lines: Array<{ LineId: string; Name: string; Quantity: number }>
  /** Whether the acknowledgement mail went out; if not, the page says to contact customer service. */
  Acknowledged: boolean
  Withdrawal: Withdrawal
}

const notPossible = (culture: Culture, status: Exclude<WithdrawalStatus, 'Open'>) =>
  new ShopError(409, 'WithdrawalNotPossible', TEXTS[culture].notPossible[status])

const rowId = () => randomBytes(12).toString('hex')

interface Recorded {
  withdrawalId: number
  withdrawnAt: Date
  state: OrderState
  lines: Array<{
    lineId: string
    kind: 'product' | 'giftCard'
    name: string
    productNumber: string | null
    quantity: number
    unitPrice: number
    seal: boolean
  }>
}

/** Checks the chosen lines against the order as it is now, under its lock, and writes the withdrawal. */
async function record(
  ctx: ShopContext,
  client: PoolClient,
  orderId: number,
  body: ConfirmBody,
  channel: WithdrawalChannel,
): Promise<Recorded> {
  const texts = TEXTS[ctx.culture]
  await client.query('SELECT id FROM orders WHERE id = $1 FOR UPDATE', [orderId])
  const state = await stateOrNotFound(ctx, client, orderId)
  const now = new Date()
  const view = describeWithdrawal(state, now, ctx.culture)
  if (view.Status !== 'Open') throw notPossible(ctx.culture, view.Status)

  const errors: Record<string, string> = {}
  const seen = new Set<string>()
  const lines: Recorded['lines'] = []
  // Gift cards of one value are one pool, however many lines bought them.
  const cardsWanted = new Map<number, number>()
  body.Lines.forEach((chosen, index) => {
    const line = view.Lines.find((l) => l.LineId === chosen.LineId)
    if (!line) errors[`Lines.${index}.LineId`] = texts.lineUnknown
    else if (seen.has(chosen.LineId)) errors[`Lines.${index}.LineId`] = texts.lineTwice
    else if (chosen.Quantity > line.WithdrawableQuantity) errors[`Lines.${index}.Quantity`] = texts.lineTooMany(line.WithdrawableQuantity)
    else {
      lines.push({
        lineId: line.LineId,
        kind: line.Kind === 'GiftCard' ? 'giftCard' : 'product',
        name: line.Name,
        productNumber: line.ProductNumber,
        quantity: chosen.Quantity,
        unitPrice: line.UnitPrice.Amount,
        seal: line.Condition === 'SealUnbroken',
      })
      if (line.Kind === 'GiftCard') cardsWanted.set(line.UnitPrice.Amount, (cardsWanted.get(line.UnitPrice.Amount) ?? 0) + chosen.Quantity)
    }
    seen.add(chosen.LineId)
  })
  /** The first chosen gift-card line of a value, to hang a pool's error on. */
  const cardLineIndex = (amount: number) =>
    body.Lines.findIndex((c) => view.Lines.some((l) => l.LineId === c.LineId && l.Kind === 'GiftCard' && l.UnitPrice.Amount === amount))
  const anyIssued = [...state.giftCards.values()].some((c) => c.issued > 0)
  for (const [amount, wanted] of cardsWanted) {
    if (anyIssued && wanted > (state.giftCards.get(amount)?.unused ?? 0)) {
      const index = cardLineIndex(amount)
      errors[`Lines.${index}.Quantity`] ??= texts.lineTooMany(state.giftCards.get(amount)?.unused ?? 0)
    }
  }
  if (Object.keys(errors).length > 0) {
    throw new ShopError(409, 'LineNotWithdrawable', Object.values(errors)[0]!, errors)
  }

  // Withdrawn e-gift cards are blocked at once: refunded money must not be spendable too.
  if (anyIssued) {
    for (const [amount, wanted] of cardsWanted) {
      const blocked = await client.query(
        `UPDATE gift_cards SET status = 'Blocked', updated_at = now()
          WHERE id IN (SELECT id FROM gift_cards
                        WHERE order_uid = $1 AND initial_amount = $2 AND status = 'Active' AND balance = initial_amount
                        ORDER BY id LIMIT $3 FOR UPDATE)`,
        [state.uid, amount, wanted],
      )
      // A card spent by a checkout since it was counted: refuse, and the rollback unblocks the others.
      if ((blocked.rowCount ?? 0) < wanted) {
        const index = cardLineIndex(amount)
        const message = texts.lineTooMany(blocked.rowCount ?? 0)
        throw new ShopError(409, 'LineNotWithdrawable', message, { [`Lines.${index}.Quantity`]: message })
      }
    }
  }

  const total = lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0)
  const { rows } = await client.query<{ id: number }>(
    `INSERT INTO order_withdrawals (order_id, order_number, withdrawn_at, channel, reason, total)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [orderId, state.orderNumber, now, channel, body.Reason?.trim() || null, total],
  )
  const withdrawalId = rows[0]!.id
  await client.query(
    `INSERT INTO order_withdrawals_lines (_order, _parent_id, id, order_line_id, kind, name, product_number, quantity, unit_price, seal_condition)
     SELECT l.ord, $1, l.row_id, l.order_line_id, l.kind::enum_order_withdrawals_lines_kind, l.name, l.product_number, l.quantity, l.unit_price, l.seal
       FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[], $8::int[], $9::boolean[])
            WITH ORDINALITY AS l(row_id, order_line_id, kind, name, product_number, quantity, unit_price, seal, ord)`,
    [
      withdrawalId,
      lines.map(rowId),
      lines.map((l) => l.lineId),
      lines.map((l) => l.kind),
      lines.map((l) => l.name),
      lines.map((l) => l.productNumber),
      lines.map((l) => l.quantity),
      lines.map((l) => l.unitPrice),
      lines.map((l) => l.seal),
    ],
  )
  return { withdrawalId, withdrawnAt: now, state, lines }
}

const dateText = (culture: Culture, at: Date) =>
  new Intl.DateTimeFormat(culture === 'en' ? 'en-GB' : 'da-DK', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Copenhagen',
  }).format(at)
const timeText = (culture: Culture, at: Date) =>
  new Intl.DateTimeFormat(culture === 'en' ? 'en-GB' : 'da-DK', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Europe/Copenhagen',
  }).format(at)

/** The consumer sends the goods back within 14 days of withdrawing (art. 14(1)): that Danish day, at noon. */
function returnDeadline(withdrawnAt: Date): Date {
  return new Date(copenhagenDay(withdrawnAt).getTime() + (RETURN_DAYS * 24 + 12) * 60 * 60 * 1000)
}

/** Mails the acknowledgement (art. 11a: on a durable medium, at once) and notes that it went out. */
async function acknowledge(ctx: ShopContext, recorded: Recorded, reason: string | null): Promise<boolean> {
  const { state, lines, withdrawnAt } = recorded
  try {
    const mail = withdrawalAcknowledgementMail({
      culture: ctx.culture,
      firstName: state.firstName,
      orderNumber: state.orderNumber,
      date: dateText(ctx.culture, withdrawnAt),
      time: timeText(ctx.culture, withdrawnAt),
      lines: lines.map((l) => ({
        quantity: l.quantity,
        name: l.name,
        amount: formatPrice(l.unitPrice * l.quantity),
        giftCard: l.kind === 'giftCard',
        sealed: l.seal,
      })),
      reason,
      returnAddress: RETURN_ADDRESS,
      returnBy: dateText(ctx.culture, returnDeadline(withdrawnAt)),
      wholeOrder: isWholeOrder(recorded),
    })
    await sendMail(ctx.payload, { to: state.email, ...mail })
    await dbPool(ctx.payload).query('UPDATE order_withdrawals SET acknowledged_at = now(), updated_at = now() WHERE id = $1', [
      recorded.withdrawalId,
    ])
    return true
  } catch (error) {
    ctx.payload.logger.error({ err: error, msg: `withdrawal acknowledgement for order ${state.orderNumber} could not be sent` })
    return false
  }
}

/** Whether this withdrawal, with those before it, takes back every paid line in full (then delivery is refunded too). */
function isWholeOrder({ state, lines }: Recorded): boolean {
  const now = new Map(lines.map((l) => [l.lineId, l.quantity]))
  const all = [...state.lines.filter((l) => !l.isFreeGift).map((l) => ({ id: l.id, quantity: l.quantity })), ...state.giftCardLines]
  return all.every((l) => (state.withdrawn.get(l.id) ?? 0) + (now.get(l.id) ?? 0) >= l.quantity)
}

export type ConfirmTarget = { orderUid: string } | { token: string }

/** POST order/{orderUid}/withdrawal/ or withdrawal/confirm/: records the withdrawal and mails the acknowledgement. */
export async function confirmWithdrawal(ctx: ShopContext, target: ConfirmTarget, body: ConfirmBody): Promise<WithdrawalReceipt> {
  const { id, channel } =
    'orderUid' in target
      ? await orderByUid(ctx, target.orderUid)
      : { id: await orderByToken(ctx, target.token), channel: 'lookup' as const }
  const recorded = await inTransaction(ctx, (client) => record(ctx, client, id, body, channel))
  const acknowledged = await acknowledge(ctx, recorded, body.Reason?.trim() || null)
  return {
    WithdrawnAt: recorded.withdrawnAt.toISOString(),
    Lines: recorded.lines.map((l) => ({ LineId: l.lineId, Name: l.name, Quantity: l.quantity })),
    Acknowledged: acknowledged,
    Withdrawal: describeWithdrawal(await stateOrNotFound(ctx, dbPool(ctx.payload), id), new Date(), ctx.culture),
  }
}
