/** Shop API: back-in-stock mail, "Giv mig besked" (docs/api/stock-alerts.md, docs/adr/0037). Anyone may call them. */
import { z } from 'zod'
import { clientAddress } from '../../shop/rate-limit'
import { confirmStockAlert, requestStockAlert, unsubscribeStockAlert } from '../../shop/stock-alerts/service'
import { dbId, json, readBody, shopEndpoint } from '../http'

const requestSchema = z.strictObject({
  ProductId: dbId,
  VariantId: dbId.nullish(),
  // Optional for a logged-in customer (the account's address); a guest must give one.
  Email: z.string().trim().pipe(z.email().max(254)).optional(),
})

// Any string up to a sane length: a malformed token is answered as an unknown one.
const tokenSchema = z.strictObject({ Token: z.string().max(200) })

export const stockAlertEndpoints = [
  shopEndpoint('post', '/product/stockalert', async (req, ctx) => {
    const answer = await requestStockAlert(ctx, await readBody(req, requestSchema), clientAddress(req.headers))
    return json(answer, 202)
  }),
  shopEndpoint('post', '/product/stockalert/confirm', async (req, ctx) =>
    confirmStockAlert(ctx, (await readBody(req, tokenSchema)).Token, clientAddress(req.headers)),
  ),
  shopEndpoint('post', '/product/stockalert/unsubscribe', async (req, ctx) =>
    unsubscribeStockAlert(ctx, (await readBody(req, tokenSchema)).Token, clientAddress(req.headers)),
  ),
]
