/**
 * Shop API for staff: order handling after checkout (docs/api/staff-orders.md, docs/adr/0044-order-fulfilment.md).
 * Called by the admin's order panel with the staff member's own admin session (the payload-token cookie); customer
 * service and admins only. Every call is recorded in the order's audit trail by the service.
 */
import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'
import { hasRole } from '../../access'
import type { ShopContext } from '../../shop/context'
import { ShopError } from '../../shop/errors'
import { cancelOrderByStaff, markInvoicePaid, refundOrder, shipOrder, type Providers } from '../../shop/orders/fulfilment/service'
import * as store from '../../shop/orders/fulfilment/store'
import { staffOrder } from '../../shop/orders/fulfilment/view'
import { configuredPaymentProvider } from '../../shop/payments/configured'
import { shippingProvider } from '../../shop/shipping'
import { dbPool } from '../../db/pool'
import { idParam, lineText, params, readBody, shopEndpoint } from '../http'

const TEXTS = {
  da: { forbidden: 'Kun kundeservice og administratorer kan håndtere ordrer.', noLabel: 'Forsendelsen har ingen label.' },
  en: { forbidden: 'Only customer service and administrators can handle orders.', noLabel: 'The shipment has no label.' },
}

interface StaffUser {
  id: number
  name?: string | null
  email?: string
}

/** The staff member behind the call: customer service or an admin, logged in to the admin. */
function staffOf(req: PayloadRequest, ctx: ShopContext): store.Actor {
  if (!hasRole('customerService')(req)) throw new ShopError(403, 'Forbidden', TEXTS[ctx.culture].forbidden)
  const user = req.user as unknown as StaffUser
  return { id: user.id, name: user.name?.trim() || user.email || null }
}

const providers = (req: PayloadRequest): Providers => ({ payments: configuredPaymentProvider(req.payload), shipping: shippingProvider() })

const orderParams = z.object({ id: idParam })
const picks = z
  .array(z.strictObject({ Id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/), Quantity: z.number().int().min(0).max(100_000) }))
  .max(500)
const shipBody = z.strictObject({ Lines: picks.optional() })
const reasonBody = z.strictObject({ Reason: lineText().max(500) })
const refundBody = z.strictObject({
  Amount: z.number().int().positive().max(100_000_000),
  Lines: picks.default([]),
  Reason: lineText().max(500),
  Returned: z.boolean().default(false),
})
const toPicks = (lines: z.infer<typeof picks>) => lines.map((l) => ({ id: l.Id, quantity: l.Quantity }))

export const staffOrderEndpoints: Endpoint[] = [
  shopEndpoint('get', '/staff/orders/:id', async (req, ctx) => {
    staffOf(req, ctx)
    return staffOrder(req.payload, params(req, orderParams).id, ctx.culture)
  }),

  shopEndpoint('post', '/staff/orders/:id/ship', async (req, ctx) => {
    const actor = staffOf(req, ctx)
    const { id } = params(req, orderParams)
    const body = await readBody(req, shipBody)
    await shipOrder(req.payload, id, body.Lines ? toPicks(body.Lines) : undefined, actor, ctx.culture, providers(req))
    return staffOrder(req.payload, id, ctx.culture)
  }),

  shopEndpoint('post', '/staff/orders/:id/cancel', async (req, ctx) => {
    const actor = staffOf(req, ctx)
    const { id } = params(req, orderParams)
    const body = await readBody(req, reasonBody)
    await cancelOrderByStaff(req.payload, id, body.Reason, actor, ctx.culture, providers(req))
    return staffOrder(req.payload, id, ctx.culture)
  }),

  shopEndpoint('post', '/staff/orders/:id/refund', async (req, ctx) => {
    const actor = staffOf(req, ctx)
    const { id } = params(req, orderParams)
    const body = await readBody(req, refundBody)
    await refundOrder(
      req.payload,
      id,
      { amount: body.Amount, picks: toPicks(body.Lines), reason: body.Reason, returned: body.Returned },
      actor,
      ctx.culture,
      providers(req),
    )
    return staffOrder(req.payload, id, ctx.culture)
  }),

  shopEndpoint('post', '/staff/orders/:id/invoice-paid', async (req, ctx) => {
    const actor = staffOf(req, ctx)
    const { id } = params(req, orderParams)
    await readBody(req, z.strictObject({}))
    await markInvoicePaid(req.payload, id, actor, ctx.culture)
    return staffOrder(req.payload, id, ctx.culture)
  }),

  shopEndpoint('get', '/staff/orders/:id/shipments/:shipmentId/label', async (req, ctx) => {
    staffOf(req, ctx)
    const { id, shipmentId } = params(req, z.object({ id: idParam, shipmentId: idParam }))
    const label = await store.shipmentLabel(dbPool(req.payload), id, shipmentId)
    if (!label) throw new ShopError(404, 'LabelNotFound', TEXTS[ctx.culture].noLabel)
    return new Response(new Uint8Array(label.pdf), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename="label-${(label.trackingNumber ?? String(shipmentId)).replace(/[^A-Za-z0-9-]/g, '')}.pdf"`,
        'Cache-Control': 'private, no-store',
      },
    })
  }),
]
