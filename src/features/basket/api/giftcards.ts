// The basket's gift-card calls (docs/product.md §7, docs/api/README.md): gift cards bought (lines) and spent (usages), and the balance check.
import * as z from 'zod'
import { parseAnswer } from '@/lib/parseAnswer'
import { moneySchema } from '@/lib/schemas'
import { shopApi } from '@/lib/shopApi'
import { parseBasketChange } from './basket-change'
import type { BasketChange } from './schemas'

const seg = encodeURIComponent

/** Codes travel in the path as the server compares them: without spaces, dashes or dots (case is kept). */
const bare = (code: string) => code.replace(/[\s\-.]/g, '')

export type AddGiftCardBody = { BasketUid: string; Amount: number; Quantity: number; IsGift: boolean; Greeting: string }

export async function addGiftCard(body: AddGiftCardBody): Promise<BasketChange> {
  const { data } = await shopApi.post('/basket/giftcard', body)
  return parseBasketChange(data, 'add gift card')
}

export async function removeGiftCardLine(lineUid: string): Promise<BasketChange> {
  const { data } = await shopApi.delete(`/giftcardbasketline/${seg(lineUid)}`)
  return parseBasketChange(data, 'remove gift card line')
}

export async function setGiftCardLineQuantity(lineUid: string, quantity: number): Promise<BasketChange> {
  const { data } = await shopApi.put(`/giftcardbasketline/${seg(lineUid)}/quantity/${quantity}`)
  return parseBasketChange(data, 'change gift card quantity')
}

export async function setGiftCardGreeting(lineUid: string, greeting: string): Promise<BasketChange> {
  const { data } = await shopApi.put(`/giftcardbasketline/${seg(lineUid)}/greeting`, { Greeting: greeting })
  return parseBasketChange(data, 'change gift card greeting')
}

export async function setGiftCardGreetings(lineUid: string, greetings: string[]): Promise<BasketChange> {
  const { data } = await shopApi.put(`/giftcardbasketline/${seg(lineUid)}/greetings`, { Greetings: greetings })
  return parseBasketChange(data, 'change gift card greetings')
}

export async function setGiftCardIsGift(lineUid: string, isGift: boolean): Promise<BasketChange> {
  const { data } = await shopApi.put(`/giftcardbasketline/${seg(lineUid)}/setisgift/${isGift}`)
  return parseBasketChange(data, 'change gift card gift flag')
}

export async function redeemGiftCard(basketUid: string, code: string): Promise<BasketChange> {
  const { data } = await shopApi.put(`/basket/${seg(basketUid)}/giftcardusage/${seg(bare(code))}`)
  return parseBasketChange(data, 'use gift card')
}

export async function removeGiftCardUsage(usageUid: string): Promise<BasketChange> {
  const { data } = await shopApi.delete(`/giftcardusage/${seg(usageUid)}`)
  return parseBasketChange(data, 'remove gift card usage')
}

export async function applyVoucher(basketUid: string, code: string): Promise<BasketChange> {
  const { data } = await shopApi.put(`/basket/${seg(basketUid)}/voucher/${seg(bare(code))}`)
  return parseBasketChange(data, 'apply voucher')
}

export async function removeVoucher(basketUid: string): Promise<BasketChange> {
  const { data } = await shopApi.delete(`/basket/${seg(basketUid)}/voucher`)
  return parseBasketChange(data, 'remove voucher')
}

export const giftCardStatusSchema = z.looseObject({
  MaskedCode: z.string(),
  Balance: moneySchema,
  InitialAmount: moneySchema.nullish(),
  ExpiresAt: z.string().nullish(),
  IsExpired: z.boolean().optional().default(false),
})
export type GiftCardStatus = z.infer<typeof giftCardStatusSchema>

/** POST /api/giftcard/view/ { Code }: the balance of a card (the code goes in the body, never in a URL). */
export async function viewGiftCard(code: string): Promise<GiftCardStatus> {
  const { data } = await shopApi.post('/giftcard/view', { Code: code.trim() })
  return parseAnswer(giftCardStatusSchema, data, 'gift card balance')
}
