/** Shop API: the withdrawal function, "Fortryd købet her" (docs/api/withdrawal.md, docs/adr/0023). */
import type { Endpoint } from 'payload'
import { z } from 'zod'
import { clientAddress } from '../../shop/rate-limit'
import { confirmBody, confirmWithdrawal, lookupBody, orderWithdrawal, lookupWithdrawal } from '../../shop/withdrawal/service'
import { params, readBody, shopEndpoint, uidParam } from '../http'

const orderParams = z.object({ orderUid: uidParam })

/** A lookup's token travels back with the chosen lines; its shape is checked when it is read (shop/withdrawal/token.ts). */
const tokenConfirmBody = confirmBody.extend({ Token: z.string().min(1).max(512) })

export const withdrawalEndpoints: Endpoint[] = [
  // The footer's page: a guest (or a logged-out customer) finds the order by its number and e-mail.
  shopEndpoint(
    'post',
    '/withdrawal/lookup',
    async (req, ctx) => lookupWithdrawal(ctx, await readBody(req, lookupBody), clientAddress(req.headers)),
    { audit: false },
  ),

  shopEndpoint('post', '/withdrawal/confirm', async (req, ctx) => {
    const body = await readBody(req, tokenConfirmBody)
    return confirmWithdrawal(ctx, { token: body.Token }, body)
  }),

  // A customer's own order while logged in, or a guest's order by its uid (as its receipt is read).
  shopEndpoint('get', '/order/:orderUid/withdrawal', async (req, ctx) => orderWithdrawal(ctx, params(req, orderParams).orderUid)),

  shopEndpoint('post', '/order/:orderUid/withdrawal', async (req, ctx) => {
    const { orderUid } = params(req, orderParams)
    return confirmWithdrawal(ctx, { orderUid }, await readBody(req, confirmBody))
  }),
]
