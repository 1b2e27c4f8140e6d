/**
 * Shop API: back-in-stock mail, "Giv mig besked" (docs/api/stock-alerts.md, docs/adr/0037): ask for a product's mail
 * (`product/{id}/notify`), and the mail's links (`product/notify/confirm`, `product/notify/unsubscribe`). Anyone may
 * call them.
 */
import { z } from 'zod'
import { clientAddress } from '../../shop/rate-limit'
import { confirmStockAlert, requestStockAlert, unsubscribeStockAlert } from '../../shop/stock-alerts/service'
import { dbId, idParam, json, params, readBody, shopEndpoint } from '../http'

/** The product is in the path; a `ProductId` in the body is an unknown key (400), as any other. */
const requestSchema = z.strictObject({
  VariantId: dbId.nullish(),
  // Optional for a logged-in customer (the account's address); a guest must give one.
  Email: z.string().trim().pipe(z.email().max(254)).optional(),
})

// Any string up to a sane length: a malformed token is answered as an unknown one.
const tokenSchema = z.strictObject({ Token: z.string().max(200) })

export const stockAlertEndpoints = [
  shopEndpoint('post', '/product/notify/confirm', async (req, ctx) =>
    confirmStockAlert(ctx, (await readBody(req, tokenSchema)).Token, clientAddress(req.headers)),
  ),
  shopEndpoint('post', '/product/notify/unsubscribe', async (req, ctx) =>
    unsubscribeStockAlert(ctx, (await readBody(req, tokenSchema)).Token, clientAddress(req.headers)),
  ),
  shopEndpoint('post', '/product/:id/notify', async (req, ctx) => {
    const { id } = params(req, z.object({ id: idParam }))
    const body = await readBody(req, requestSchema)
    const answer = await requestStockAlert(ctx, { ProductId: id, ...body }, clientAddress(req.headers))
    return json(answer, 202)
  }),
]
