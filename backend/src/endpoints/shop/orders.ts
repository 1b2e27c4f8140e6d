/** Shop API: the orders calls of docs/product.md §7 (bodies in docs/api/customers.md). */
import type { Endpoint } from 'payload'
import { z } from 'zod'
import { EMAIL_MAX_LENGTH } from '@delikat/contract/customers'
import { toDataLayerBasket, toMarketingCartUpdate } from '../../shop/basket/view'
import { requireCustomer } from '../../shop/customers/account'
import { MAX_ORDER_PAGE } from '../../shop/orders/constants'
import { lookupOrder } from '../../shop/orders/lookup'
import { reorder } from '../../shop/orders/reorder'
import { orderReceipt, orderSettings, searchOrders } from '../../shop/orders/service'
import { clientAddress } from '../../shop/rate-limit'
import { lineText, params, readBody, shopEndpoint, uidParam } from '../http'

/** The basket to fill is required: the storefront makes one first when the visitor has none. */
const reorderBody = z.object({ BasketUid: uidParam }).strict()

/** What a guest types; the service trims and compares. Lengths far above any real order number or address. */
const lookupBody = z
  .object({ OrderNumber: lineText().trim().min(1).max(32), Email: lineText().trim().max(EMAIL_MAX_LENGTH).pipe(z.email()) })
  .strict()

/** docs/product.md §7 names the query parameter `requestModel.page`; counted from 1, the first page when left out. */
const searchQuery = z.object({ 'requestModel.page': z.coerce.number().int().min(1).max(MAX_ORDER_PAGE) })

export const orderEndpoints: Endpoint[] = [
  shopEndpoint('get', '/order/search', async (req, ctx) => {
    // A guest learns that they must log in before anything about their query.
    requireCustomer(ctx)
    const query = searchQuery.parse({ 'requestModel.page': req.searchParams?.get('requestModel.page') ?? '1' })
    return searchOrders(ctx, query['requestModel.page'])
  }),

  shopEndpoint('get', '/order/settings', async (_req, ctx) => orderSettings(ctx)),

  // A guest's order is read by its uid too (docs/api/checkout.md); orderReceipt checks whose it is.
  shopEndpoint(
    'post',
    '/order/:orderUid/receipt',
    async (req, ctx) => {
      const { orderUid } = params(req, z.object({ orderUid: uidParam }))
      return orderReceipt(ctx, orderUid)
    },
    { audit: false },
  ),

  // "Buy again". Recorded in the audit trail when staff acting as the customer use it (docs/adr/0028): it changes the basket.
  shopEndpoint('post', '/order/:orderUid/reorder', async (req, ctx) => {
    // A guest learns that they must log in before anything about their request.
    requireCustomer(ctx)
    const { orderUid } = params(req, z.object({ orderUid: uidParam }))
    const body = await readBody(req, reorderBody)
    const result = await reorder(ctx, orderUid, body.BasketUid)
    return {
      Basket: result.Basket,
      MarketingCartUpdate: toMarketingCartUpdate(result.Basket, { action: 'add' }),
      DataLayerBasket: toDataLayerBasket(result.Basket),
      Added: result.Added,
      NotAdded: result.NotAdded,
    }
  }),

  // Reads only; every failure counts against the client (ORDER_LOOKUPS), as wrong codes do.
  shopEndpoint('post', '/order/lookup', async (req, ctx) => lookupOrder(ctx, await readBody(req, lookupBody), clientAddress(req.headers)), {
    audit: false,
  }),
]
