/**
 * Shop API: address suggestions for the checkout's address fields and the town of a postcode (docs/api/checkout.md,
 * docs/adr/0035).
 */
import { z } from 'zod'
import { env } from '../../env'
import { suggestAddresses } from '../../shop/address/service'
import { addressSuggester } from '../../shop/address/suggester'
import { MAX_QUERY_LENGTH } from '../../shop/address/datafordeler'
import { postalCode } from '../../shop/address/postal-code'
import { clientAddress } from '../../shop/rate-limit'
import { json, lineText, params, shopEndpoint } from '../http'

const suggestionQuery = z.object({ q: lineText().max(MAX_QUERY_LENGTH).nullish() })

/** The postcode list changes only with a release, so a browser or a CDN may keep an answer a day. */
const POSTAL_CODE_CACHE = 'public, max-age=86400'

const suggester = () => {
  const e = env()
  return addressSuggester({ url: e.DATAFORDELER_ADDRESS_URL, apiKey: e.DATAFORDELER_API_KEY })
}

export const addressEndpoints = [
  shopEndpoint('get', '/checkout/addresssuggestions', async (req, ctx) => {
    const { q } = suggestionQuery.parse({ q: req.searchParams.get('q') })
    return suggestAddresses(ctx, q ?? '', clientAddress(req.headers), suggester())
  }),

  // Static data shipped with the shop, the same for everyone: no limit, and the answer may be cached. Errors stay
  // no-store (the edge's default).
  shopEndpoint('get', '/address/postalcode/:zip', async (req, ctx) => {
    const { zip } = params(req, z.object({ zip: z.string() }))
    return json(postalCode(ctx.culture, zip), 200, { 'Cache-Control': POSTAL_CODE_CACHE })
  }),
]
