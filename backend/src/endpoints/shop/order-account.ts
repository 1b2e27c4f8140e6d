/** Shop API: a guest makes an account from the receipt (POST order/{orderUid}/account, docs/api/checkout.md, docs/adr/0042). */
import { z } from 'zod'
import { startSession } from '../../shop/customers/login'
import { toCustomer } from '../../shop/customers/view'
import { accountFromOrder } from '../../shop/orders/account-from-order'
import { clientAddress } from '../../shop/rate-limit'
import { json, params, readBody, shopEndpoint, uidParam } from '../http'
import { endPreviousSession, sessionCookie } from './auth'

// The password's rules are sign-up's, with their field message (shop/customers/fields.ts); here only a sane bound.
const accountBody = z.object({ Password: z.string().max(1000), BasketUid: uidParam }).strict()

export const orderAccountEndpoints = [
  // Like sign-up: the new customer is logged in at once (the session cookie); the client then asks for a token.
  shopEndpoint('post', '/order/:orderUid/account', async (req, ctx) => {
    const { orderUid } = params(req, z.object({ orderUid: uidParam }))
    const body = await readBody(req, accountBody)
    const { email, password, customer } = await accountFromOrder(ctx, orderUid, body, clientAddress(req.headers))
    const sessionToken = await startSession(ctx, req, email, password)
    await endPreviousSession(req)
    return json({ Result: 'Success', Customer: toCustomer(customer) }, 201, { 'Set-Cookie': sessionCookie(req, sessionToken) })
  }),
]
