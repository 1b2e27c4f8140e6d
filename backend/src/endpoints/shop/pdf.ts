/**
 * Shop API: the four PDFs (docs/api/pdf.md): the product sheet, the favourites list, the price list of a search and
 * the printable gift card. Each answers the file itself (fileAnswer); failures keep the shop's error shape.
 */
import type { Endpoint } from 'payload'
import { z } from 'zod'
import { productSearchRequest } from '../../shop/catalogue/search-query'
import { giftCardDownload } from '../../shop/pdf/giftcards'
import { PDF_CONTENT_TYPE } from '../../shop/pdf/render'
import { favoritesPdf, priceListPdf, productSheetPdf, type PdfFile } from '../../shop/pdf/service'
import { dbPool } from '../../db/pool'
import { claimAttempt, clientAddress, PRICE_LISTS } from '../../shop/rate-limit'
import { fileAnswer, idParam, lineText, params, readBody, shopEndpoint, uidParam } from '../http'

const pdf = (file: PdfFile) => fileAnswer(file.bytes, PDF_CONTENT_TYPE, file.fileName)

/** An order's gift-card line (its id as the receipt gives it), or a card's code; nothing else. */
const giftCardRequest = z.union([
  z.object({ OrderUid: uidParam, LineId: lineText().max(64) }).strict(),
  z.object({ Code: lineText().max(64) }).strict(),
])

export const pdfEndpoints: Endpoint[] = [
  // Before product/:id/pdf, so "favorites" is never read as an id.
  shopEndpoint('get', '/product/favorites/pdf', async (_req, ctx) => pdf(await favoritesPdf(ctx))),

  shopEndpoint(
    'post',
    '/product/search/pdf',
    async (req, ctx) => {
      const search = await readBody(req, productSearchRequest)
      // Every list counts (PRICE_LISTS): one takes the server a second or two.
      const pool = dbPool(ctx.payload)
      const client = clientAddress(req.headers)
      await claimAttempt(pool, PRICE_LISTS, client, ctx.culture)
      return pdf(await priceListPdf(ctx, search))
    },
    { audit: false },
  ),

  shopEndpoint('get', '/product/:id/pdf', async (req, ctx) => {
    const { id } = params(req, z.object({ id: idParam }))
    return pdf(await productSheetPdf(ctx, id))
  }),

  // Recorded in the audit trail when staff acting as the customer print a card: its code spends it (docs/adr/0028).
  shopEndpoint('post', '/giftcard/download', async (req, ctx) =>
    pdf(await giftCardDownload(ctx, await readBody(req, giftCardRequest), clientAddress(req.headers))),
  ),
]
