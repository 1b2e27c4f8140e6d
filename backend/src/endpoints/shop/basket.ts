/** Shop API: baskets (SPEC §7, API.md). */
import { z } from 'zod'
import { MAX_LINE_QUANTITY } from '../../shop/constants'
import * as baskets from '../../shop/basket/service'
import { toDataLayerBasket, type Basket } from '../../shop/basket/view'
import { params, readBody, shopEndpoint, uidParam } from '../http'

const basketParams = z.object({ basketUid: uidParam })
const lineParams = basketParams.extend({ basketlineUid: uidParam })

const addItemBody = z.object({
  ProductId: z.number().int().positive(),
  VariantId: z.number().int().positive().nullish(),
  Quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
})

/** A basket change answers the basket plus what analytics needs (SPEC §3). */
const change = (basket: Basket) => ({ Basket: basket, DataLayerBasket: toDataLayerBasket(basket) })

export const basketEndpoints = [
  shopEndpoint('post', '/basket', async (req, ctx) => {
    await readBody(req, z.object({}).strict())
    return baskets.createBasket(ctx)
  }, { status: 201 }),

  shopEndpoint('get', '/basket/:basketUid', async (req, ctx) => baskets.getBasket(ctx, params(req, basketParams).basketUid)),

  shopEndpoint('get', '/basket/:basketUid/quantity', async (req, ctx) => ({
    Quantity: await baskets.getBasketQuantity(ctx, params(req, basketParams).basketUid),
  })),

  shopEndpoint('post', '/basket/:basketUid/items', async (req, ctx) => {
    const { basketUid } = params(req, basketParams)
    const body = await readBody(req, addItemBody)
    return change(await baskets.addItem(ctx, basketUid, { productId: body.ProductId, variantId: body.VariantId ?? null, quantity: body.Quantity }))
  }),

  shopEndpoint('put', '/basket/:basketUid/basketline/:basketlineUid/quantity/:quantity', async (req, ctx) => {
    const p = params(req, lineParams.extend({ quantity: z.coerce.number().int().min(0).max(MAX_LINE_QUANTITY) }))
    return change(await baskets.setLineQuantity(ctx, p.basketUid, p.basketlineUid, p.quantity))
  }),

  shopEndpoint('delete', '/basket/:basketUid/basketline/:basketlineUid', async (req, ctx) => {
    const p = params(req, lineParams)
    return change(await baskets.removeLine(ctx, p.basketUid, p.basketlineUid))
  }),
]
