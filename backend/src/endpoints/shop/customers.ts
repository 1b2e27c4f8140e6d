/** Shop API: the customer's own account, settings and data (docs/product.md §7, docs/api/customers.md, docs/adr/0024). */
import { z } from 'zod'
import { changePassword, getCustomer, getCustomerSettings, requireCustomer, signUp, updateCustomer } from '../../shop/customers/account'
import { exportCustomerData } from '../../shop/customers/data-export'
import { deleteAccount } from '../../shop/customers/deletion'
import { startSession } from '../../shop/customers/login'
import { assertNotActing } from '../../shop/impersonation/limits'
import { toCustomer } from '../../shop/customers/view'
import { clientAddress } from '../../shop/rate-limit'
import { json, readBody, shopEndpoint } from '../http'
import { clearedSessionCookie, endPreviousSession, sessionCookie } from './auth'

// The bodies are checked field by field by shop/customers/fields.ts, so that every field gets its own message.
const anyBody = z.unknown()

export const customerEndpoints = [
  shopEndpoint('get', '/customer', async (req, ctx) => getCustomer(ctx, req)),

  // Sign-up: the new customer is logged in at once (the session cookie), as after a login.
  shopEndpoint('post', '/customer', async (req, ctx) => {
    const { email, password, customer } = await signUp(ctx, await readBody(req, anyBody), clientAddress(req.headers))
    const sessionToken = await startSession(ctx, req, email, password)
    await endPreviousSession(req)
    return json({ Result: 'Success', Customer: toCustomer(customer) }, 201, { 'Set-Cookie': sessionCookie(req, sessionToken) })
  }),

  shopEndpoint('put', '/customer', async (req, ctx) => {
    requireCustomer(ctx)
    return updateCustomer(ctx, req, await readBody(req, anyBody))
  }),

  shopEndpoint('put', '/customer/password', async (req, ctx) => {
    requireCustomer(ctx)
    assertNotActing(ctx, 'password')
    await changePassword(ctx, req, await readBody(req, anyBody), clientAddress(req.headers))
    return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
  }),

  shopEndpoint('get', '/bloomreach/customersettings', async (req, ctx) => getCustomerSettings(ctx, req)),

  // The customer's data as a file to keep (GDPR art. 15 and 20): a download, never cached on the way.
  shopEndpoint('get', '/customer/export', async (req, ctx) => {
    assertNotActing(ctx, 'data')
    const { fileName, document } = await exportCustomerData(ctx, req)
    return new Response(JSON.stringify(document, null, 2), {
      status: 200,
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': `attachment; filename="${fileName}"`,
        'Cache-Control': 'no-store',
      },
    })
  }),

  // The account is gone, and with it every session: the cookie is cleared as at logout.
  shopEndpoint('post', '/customer/delete', async (req, ctx) => {
    assertNotActing(ctx, 'data')
    const outcome = await deleteAccount(ctx, req, await readBody(req, anyBody), clientAddress(req.headers))
    return json(outcome, 200, { 'Set-Cookie': clearedSessionCookie(req) })
  }),
]
