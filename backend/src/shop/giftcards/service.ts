/**
 * The basket's gift-card calls (docs/product.md §7, docs/api/README.md): gift cards being bought (lines with amount, quantity, gift flag
 * and greeting) and gift cards being spent (usages, by code), plus the balance check. Every call that names a
 * line or a usage only by its uid is checked against the basket it belongs to, like a basket call. Codes are
 * tried under the per-client limit of rate-limit.ts, and only wrong codes count.
 */
import { randomUUID } from 'node:crypto'
import type { PoolClient } from 'pg'
import { dbPool } from '../../db/pool'
import { GIFT_CARD_MAX_LINES, GIFT_CARD_MAX_QUANTITY, GIFT_CARD_MAX_USAGES, type Culture } from '../constants'
import type { ShopContext } from '../context'
import { notFound, ShopError } from '../errors'
import { money, type Money } from '@delikat/contract/money'
import { claimAttempt, CODE_ATTEMPTS } from '../rate-limit'
import { inTransaction } from '../../db/transaction'
import { findBasket, isVisitorsBasket, view } from '../basket/service'
import { readBasket, touchBasket } from '../basket/store'
import type { Basket } from '../basket/view'
import { maskCode, normaliseCode } from './codes'

const messages = {
  da: {
    lineNotFound: 'Gavekortet findes ikke i kurven.',
    usageNotFound: 'Gavekortet er ikke brugt i kurven.',
    tooManyLines: `Der kan højst være ${GIFT_CARD_MAX_LINES} slags gavekort i kurven.`,
    tooMany: `Du kan højst købe ${GIFT_CARD_MAX_QUANTITY} ens gavekort ad gangen.`,
    greetingsCount: 'Der skal være én hilsen pr. gavekort.',
    cardNotFound: 'Gavekortet blev ikke fundet. Tjek koden.',
    cardExpired: 'Gavekortet er udløbet.',
    cardEmpty: 'Gavekortet er brugt op.',
    tooManyUsages: `Du kan højst bruge ${GIFT_CARD_MAX_USAGES} gavekort i én ordre.`,
  },
  en: {
    lineNotFound: 'The gift card is not in the basket.',
    usageNotFound: 'The gift card is not used in the basket.',
    tooManyLines: `The basket can hold at most ${GIFT_CARD_MAX_LINES} kinds of gift card.`,
    tooMany: `You can buy at most ${GIFT_CARD_MAX_QUANTITY} identical gift cards at a time.`,
    greetingsCount: 'There must be one greeting per gift card.',
    cardNotFound: 'The gift card was not found. Check the code.',
    cardExpired: 'The gift card has expired.',
    cardEmpty: 'The gift card has been used up.',
    tooManyUsages: `You can use at most ${GIFT_CARD_MAX_USAGES} gift cards in one order.`,
  },
} satisfies Record<Culture, Record<string, string>>

export interface GiftCardPurchase {
  amount: number
  quantity: number
  isGift: boolean
  greeting: string
}

async function changed(ctx: ShopContext, uid: string, work: (client: PoolClient, basketId: number) => Promise<void>): Promise<Basket> {
  const stored = await inTransaction(ctx, async (client) => {
    const basketId = await findBasket(ctx, client, uid, true)
    await work(client, basketId)
    await touchBasket(client, basketId)
    return readBasket(client, uid, ctx.culture)
  })
  return view(ctx, uid, stored)
}

/** Adds gift cards to buy; the same amount with the same gift flag and greeting adds to that line. */
export function addGiftCardLine(ctx: ShopContext, basketUid: string, purchase: GiftCardPurchase): Promise<Basket> {
  const text = messages[ctx.culture]
  const greeting = purchase.isGift ? purchase.greeting.trim() : ''
  return changed(ctx, basketUid, async (client, basketId) => {
    const { rows } = await client.query<{ id: number; quantity: string; greetings: unknown }>(
      `SELECT id, quantity, greetings FROM gift_card_lines
       WHERE basket_id = $1 AND amount = $2 AND coalesce(is_gift, false) = $3 AND coalesce(greeting, '') = $4`,
      [basketId, purchase.amount, purchase.isGift, greeting],
    )
    const same = rows.find((r) => r.greetings === null)
    if (same) {
      const quantity = Number(same.quantity) + purchase.quantity
      if (quantity > GIFT_CARD_MAX_QUANTITY) throw new ShopError(400, 'GiftCardQuantityTooHigh', text.tooMany, { Quantity: text.tooMany })
      await client.query('UPDATE gift_card_lines SET quantity = $1, updated_at = now() WHERE id = $2', [quantity, same.id])
      return
    }
    const { rows: count } = await client.query<{ n: string }>('SELECT count(*) AS n FROM gift_card_lines WHERE basket_id = $1', [basketId])
    if (Number(count[0]?.n ?? 0) >= GIFT_CARD_MAX_LINES) throw new ShopError(400, 'TooManyGiftCardLines', text.tooManyLines)
    await client.query(
      `INSERT INTO gift_card_lines (line_uid, basket_id, amount, quantity, is_gift, greeting, updated_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, now(), now())`,
      [randomUUID(), basketId, purchase.amount, purchase.quantity, purchase.isGift, greeting || null],
    )
  })
}

/** The basket a gift-card line or usage belongs to; 404 alike when the thing is unknown or not the caller's. */
async function basketOf(
  ctx: ShopContext,
  table: 'gift_card_lines' | 'gift_card_usages',
  uidColumn: 'line_uid' | 'usage_uid',
  uid: string,
  message: string,
) {
  const { rows } = await dbPool(ctx.payload).query<{ uid: string; customer_id: number | null }>(
    `SELECT b.uid, b.customer_id FROM ${table} t JOIN baskets b ON b.id = t.basket_id WHERE t.${uidColumn} = $1`,
    [uid],
  )
  const row = rows[0]
  if (!row || !isVisitorsBasket(ctx, row.customer_id)) {
    throw notFound(table === 'gift_card_lines' ? 'GiftCardLineNotFound' : 'GiftCardUsageNotFound', message)
  }
  return row.uid
}

async function changeLine(ctx: ShopContext, lineUid: string, sql: string, values: unknown[]): Promise<Basket> {
  const text = messages[ctx.culture]
  const basketUid = await basketOf(ctx, 'gift_card_lines', 'line_uid', lineUid, text.lineNotFound)
  return changed(ctx, basketUid, async (client, basketId) => {
    const { rowCount } = await client.query(sql, [basketId, lineUid, ...values])
    if (!rowCount) throw notFound('GiftCardLineNotFound', text.lineNotFound)
  })
}

export const removeGiftCardLine = (ctx: ShopContext, lineUid: string) =>
  changeLine(ctx, lineUid, 'DELETE FROM gift_card_lines WHERE basket_id = $1 AND line_uid = $2', [])

/** 0 removes the line, as for product lines. */
export function setGiftCardLineQuantity(ctx: ShopContext, lineUid: string, quantity: number): Promise<Basket> {
  if (quantity === 0) return removeGiftCardLine(ctx, lineUid)
  // Per-card greetings follow the quantity: kept for the cards that remain, empty for new ones.
  return changeLine(
    ctx,
    lineUid,
    `UPDATE gift_card_lines SET quantity = $3::int, updated_at = now(),
       greetings = CASE WHEN greetings IS NULL THEN NULL ELSE (
         SELECT coalesce(jsonb_agg(coalesce(greetings -> (i - 1), '""'::jsonb) ORDER BY i), '[]'::jsonb)
         FROM generate_series(1, $3::int) AS i) END
     WHERE basket_id = $1 AND line_uid = $2`,
    [quantity],
  )
}

/** One greeting for every card of the line; it also marks the line as a gift. */
export const setGiftCardGreeting = (ctx: ShopContext, lineUid: string, greeting: string) =>
  changeLine(
    ctx,
    lineUid,
    'UPDATE gift_card_lines SET greeting = $3, greetings = NULL, is_gift = true, updated_at = now() WHERE basket_id = $1 AND line_uid = $2',
    [greeting.trim() || null],
  )

/** A greeting per card; there must be exactly one per card. */
export async function setGiftCardGreetings(ctx: ShopContext, lineUid: string, greetings: string[]): Promise<Basket> {
  const text = messages[ctx.culture]
  const basketUid = await basketOf(ctx, 'gift_card_lines', 'line_uid', lineUid, text.lineNotFound)
  return changed(ctx, basketUid, async (client, basketId) => {
    const { rows } = await client.query<{ quantity: string }>(
      'SELECT quantity FROM gift_card_lines WHERE basket_id = $1 AND line_uid = $2 FOR UPDATE',
      [basketId, lineUid],
    )
    if (!rows[0]) throw notFound('GiftCardLineNotFound', text.lineNotFound)
    if (Number(rows[0].quantity) !== greetings.length)
      throw new ShopError(400, 'GreetingsCount', text.greetingsCount, { Greetings: text.greetingsCount })
    const trimmed = greetings.map((g) => g.trim())
    await client.query(
      'UPDATE gift_card_lines SET greetings = $3::jsonb, greeting = NULL, is_gift = true, updated_at = now() WHERE basket_id = $1 AND line_uid = $2',
      [basketId, lineUid, JSON.stringify(trimmed)],
    )
  })
}

/** Turning the gift flag off keeps the greeting, so turning it on again loses nothing; it is printed only on gifts. */
export const setGiftCardIsGift = (ctx: ShopContext, lineUid: string, isGift: boolean) =>
  changeLine(ctx, lineUid, 'UPDATE gift_card_lines SET is_gift = $3, updated_at = now() WHERE basket_id = $1 AND line_uid = $2', [isGift])

interface CardRow {
  id: number
  code: string
  balance: string
  initial_amount: string
  status: 'Active' | 'Blocked'
  expires_at: Date
}

/** The card for a typed code, under the per-client limit; a wrong code counts against the client. */
async function cardForCode(ctx: ShopContext, rawCode: string, client: string): Promise<CardRow> {
  const pool = dbPool(ctx.payload)
  const attempt = await claimAttempt(pool, CODE_ATTEMPTS, client, ctx.culture)
  const code = normaliseCode(rawCode)
  const { rows } = await pool.query<CardRow>(
    'SELECT id, code, balance, initial_amount, status, expires_at FROM gift_cards WHERE code = $1',
    [code],
  )
  const card = rows[0]
  // A blocked card answers like an unknown code.
  // A miss keeps its claim on the client's attempts (docs/adr/0045); a card found gives it back.
  if (!card || card.status !== 'Active') {
    throw new ShopError(400, 'GiftCardNotFound', messages[ctx.culture].cardNotFound, { Code: messages[ctx.culture].cardNotFound })
  }
  await attempt.release()
  return card
}

/** Spends a gift card in the basket: it pays as much of the total as its balance allows (view.ts). */
export async function useGiftCard(ctx: ShopContext, basketUid: string, rawCode: string, client: string): Promise<Basket> {
  const text = messages[ctx.culture]
  await findBasket(ctx, dbPool(ctx.payload), basketUid, false)
  const card = await cardForCode(ctx, rawCode, client)
  if (new Date(card.expires_at) <= new Date()) throw new ShopError(400, 'GiftCardExpired', text.cardExpired, { Code: text.cardExpired })
  if (Number(card.balance) <= 0) throw new ShopError(400, 'GiftCardEmpty', text.cardEmpty, { Code: text.cardEmpty })
  return changed(ctx, basketUid, async (db, basketId) => {
    const { rows } = await db.query<{ gift_card_id: number }>('SELECT gift_card_id FROM gift_card_usages WHERE basket_id = $1', [basketId])
    // The same card twice changes nothing.
    if (rows.some((r) => r.gift_card_id === card.id)) return
    if (rows.length >= GIFT_CARD_MAX_USAGES) throw new ShopError(400, 'TooManyGiftCards', text.tooManyUsages, { Code: text.tooManyUsages })
    await db.query(
      'INSERT INTO gift_card_usages (usage_uid, basket_id, gift_card_id, updated_at, created_at) VALUES ($1, $2, $3, now(), now())',
      [randomUUID(), basketId, card.id],
    )
  })
}

export async function removeGiftCardUsage(ctx: ShopContext, usageUid: string): Promise<Basket> {
  const text = messages[ctx.culture]
  const basketUid = await basketOf(ctx, 'gift_card_usages', 'usage_uid', usageUid, text.usageNotFound)
  return changed(ctx, basketUid, async (client, basketId) => {
    const { rowCount } = await client.query('DELETE FROM gift_card_usages WHERE basket_id = $1 AND usage_uid = $2', [basketId, usageUid])
    if (!rowCount) throw notFound('GiftCardUsageNotFound', text.usageNotFound)
  })
}

export interface GiftCardStatus {
  MaskedCode: string
  Balance: Money
  InitialAmount: Money
  ExpiresAt: string
  IsExpired: boolean
}

/** The balance check of the gift card status component (POST giftcard/view). */
export async function giftCardStatus(ctx: ShopContext, rawCode: string, client: string): Promise<GiftCardStatus> {
  const card = await cardForCode(ctx, rawCode, client)
  const expiresAt = new Date(card.expires_at)
  return {
    MaskedCode: maskCode(card.code),
    Balance: money(Number(card.balance)),
    InitialAmount: money(Number(card.initial_amount)),
    ExpiresAt: expiresAt.toISOString(),
    IsExpired: expiresAt <= new Date(),
  }
}
