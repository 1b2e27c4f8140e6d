/** Shop API: the orders calls of docs/product.md §7 (bodies in docs/api/customers.md). */
import type { Endpoint } from 'payload'
import { z } from 'zod'
import { requireCustomer } from '../../shop/customers/account'
import { MAX_ORDER_PAGE } from '../../shop/orders/constants'
import { orderReceipt, orderSettings, searchOrders } from '../../shop/orders/service'
import { params, shopEndpoint, uidParam } from '../http'

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
]
