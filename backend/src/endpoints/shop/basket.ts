/** Shop API: baskets, their gift cards and vouchers, and the gift card balance check (docs/product.md §7, docs/api/README.md). */
import type { PayloadRequest } from 'payload'
import { z } from 'zod'
import {
  GIFT_CARD_GREETING_MAX_LENGTH,
  GIFT_CARD_MAX_AMOUNT,
  GIFT_CARD_MAX_QUANTITY,
  GIFT_CARD_MIN_AMOUNT,
  MAX_LINE_QUANTITY,
} from '../../shop/constants'
import * as baskets from '../../shop/basket/service'
import { applyVoucher, removeVoucher } from '../../shop/basket/voucher-service'
import { toDataLayerBasket, toMarketingCartUpdate, type Basket, type CartAction } from '../../shop/basket/view'
import * as giftCards from '../../shop/giftcards/service'
import { clientAddress } from '../../shop/rate-limit'
import { dbId, lineText, params, readBody, shopEndpoint, uidParam } from '../http'

const basketParams = z.object({ basketUid: uidParam })
const lineParams = basketParams.extend({ basketlineUid: uidParam })
const giftCardLineParams = z.object({ id: uidParam })
const codeParam = lineText().trim().min(1).max(64)

const addItemBody = z.object({
  ProductId: dbId,
  VariantId: dbId.nullish(),
  Quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
})

const greeting = z.string().max(GIFT_CARD_GREETING_MAX_LENGTH)

const giftCardBody = z.object({
  BasketUid: uidParam,
  // Whole kroner within the shop's range (constants.ts).
  Amount: z.number().int().min(GIFT_CARD_MIN_AMOUNT).max(GIFT_CARD_MAX_AMOUNT).multipleOf(100),
  Quantity: z.number().int().min(1).max(GIFT_CARD_MAX_QUANTITY),
  IsGift: z.boolean().default(false),
  Greeting: greeting.nullish().transform((g) => g ?? ''),
})

/** A basket change answers the basket plus what analytics and the marketing platform need (docs/product.md §3). */
const change = (basket: Basket, action: CartAction, detail: { productId?: number; quantity?: number } = {}) => ({
  Basket: basket,
  MarketingCartUpdate: toMarketingCartUpdate(basket, { action, ...detail }),
  DataLayerBasket: toDataLayerBasket(basket),
})

const client = (req: PayloadRequest) => clientAddress(req.headers)

export const basketEndpoints = [
  shopEndpoint(
    'post',
    '/basket',
    async (req, ctx) => {
      await readBody(req, z.object({}).strict())
      return baskets.createBasket(ctx)
    },
    { status: 201 },
  ),

  shopEndpoint('get', '/basket/:basketUid', async (req, ctx) => baskets.getBasket(ctx, params(req, basketParams).basketUid)),

  shopEndpoint('get', '/basket/:basketUid/quantity', async (req, ctx) => ({
    Quantity: await baskets.getBasketQuantity(ctx, params(req, basketParams).basketUid),
  })),

  shopEndpoint('post', '/basket/:basketUid/items', async (req, ctx) => {
    const { basketUid } = params(req, basketParams)
    const body = await readBody(req, addItemBody)
    const basket = await baskets.addItem(ctx, basketUid, {
      productId: body.ProductId,
      variantId: body.VariantId ?? null,
      quantity: body.Quantity,
    })
    return change(basket, 'add', { productId: body.ProductId, quantity: body.Quantity })
  }),

  shopEndpoint('put', '/basket/:basketUid/basketline/:basketlineUid/quantity/:quantity', async (req, ctx) => {
    const p = params(req, lineParams.extend({ quantity: z.coerce.number().int().min(0).max(MAX_LINE_QUANTITY) }))
    const basket = await baskets.setLineQuantity(ctx, p.basketUid, p.basketlineUid, p.quantity)
    return change(basket, p.quantity === 0 ? 'remove' : 'update', { quantity: p.quantity })
  }),

  shopEndpoint('delete', '/basket/:basketUid/basketline/:basketlineUid', async (req, ctx) => {
    const p = params(req, lineParams)
    return change(await baskets.removeLine(ctx, p.basketUid, p.basketlineUid), 'remove')
  }),

  // Gift cards being bought.
  shopEndpoint('post', '/basket/giftcard', async (req, ctx) => {
    const body = await readBody(req, giftCardBody)
    const basket = await giftCards.addGiftCardLine(ctx, body.BasketUid, {
      amount: body.Amount,
      quantity: body.Quantity,
      isGift: body.IsGift,
      greeting: body.Greeting,
    })
    return change(basket, 'giftcard', { quantity: body.Quantity })
  }),

  shopEndpoint('delete', '/giftcardbasketline/:id', async (req, ctx) =>
    change(await giftCards.removeGiftCardLine(ctx, params(req, giftCardLineParams).id), 'giftcard'),
  ),

  shopEndpoint('put', '/giftcardbasketline/:id/greeting', async (req, ctx) => {
    const { id } = params(req, giftCardLineParams)
    const body = await readBody(req, z.object({ Greeting: greeting }))
    return change(await giftCards.setGiftCardGreeting(ctx, id, body.Greeting), 'giftcard')
  }),

  shopEndpoint('put', '/giftcardbasketline/:id/greetings', async (req, ctx) => {
    const { id } = params(req, giftCardLineParams)
    const body = await readBody(req, z.object({ Greetings: z.array(greeting).min(1).max(GIFT_CARD_MAX_QUANTITY) }))
    return change(await giftCards.setGiftCardGreetings(ctx, id, body.Greetings), 'giftcard')
  }),

  shopEndpoint('put', '/giftcardbasketline/:id/quantity/:quantity', async (req, ctx) => {
    const p = params(req, giftCardLineParams.extend({ quantity: z.coerce.number().int().min(0).max(GIFT_CARD_MAX_QUANTITY) }))
    return change(await giftCards.setGiftCardLineQuantity(ctx, p.id, p.quantity), 'giftcard', { quantity: p.quantity })
  }),

  shopEndpoint('put', '/giftcardbasketline/:id/setisgift/:isGift', async (req, ctx) => {
    const p = params(req, giftCardLineParams.extend({ isGift: z.enum(['true', 'false']).transform((v) => v === 'true') }))
    return change(await giftCards.setGiftCardIsGift(ctx, p.id, p.isGift), 'giftcard')
  }),

  // Gift cards being spent, and vouchers.
  shopEndpoint('put', '/basket/:basketUid/giftcardusage/:giftCard', async (req, ctx) => {
    const p = params(req, basketParams.extend({ giftCard: codeParam }))
    return change(await giftCards.useGiftCard(ctx, p.basketUid, p.giftCard, client(req)), 'giftcard')
  }),

  shopEndpoint('delete', '/giftcardusage/:usageUid', async (req, ctx) =>
    change(await giftCards.removeGiftCardUsage(ctx, params(req, z.object({ usageUid: uidParam })).usageUid), 'giftcard'),
  ),

  shopEndpoint('put', '/basket/:basketUid/voucher/:voucher', async (req, ctx) => {
    const p = params(req, basketParams.extend({ voucher: codeParam }))
    return change(await applyVoucher(ctx, p.basketUid, p.voucher, client(req)), 'voucher')
  }),

  shopEndpoint('delete', '/basket/:basketUid/voucher', async (req, ctx) =>
    change(await removeVoucher(ctx, params(req, basketParams).basketUid), 'voucher'),
  ),

  // The gift card status component's balance check; the code goes in the body, never in a URL or a log.
  shopEndpoint(
    'post',
    '/giftcard/view',
    async (req, ctx) => {
      const body = await readBody(req, z.object({ Code: codeParam }))
      return giftCards.giftCardStatus(ctx, body.Code, client(req))
    },
    { audit: false },
  ),
]
