/** Appends a price to the price history when a product or variant gets a price or a new one. */
import type { PayloadRequest } from 'payload'

export async function recordPriceChange(
  req: PayloadRequest,
  change: { product: number; variant?: number | null; price: number; previous: number | null | undefined },
): Promise<void> {
  if (change.previous === change.price) return
  await req.payload.create({
    collection: 'price-history',
    data: { product: change.product, variant: change.variant ?? null, price: change.price, validFrom: new Date().toISOString() },
    req,
    overrideAccess: true,
    // Nothing reads the answer: no need to read the product and its pictures back.
    depth: 0,
  })
}
