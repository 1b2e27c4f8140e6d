/** Shop API: address suggestions for the checkout's address fields (docs/api/checkout.md, docs/adr/0035). */
import { z } from 'zod'
import { env } from '../../env'
import { suggestAddresses } from '../../shop/address/service'
import { addressSuggester } from '../../shop/address/suggester'
import { MAX_QUERY_LENGTH } from '../../shop/address/datafordeler'
import { clientAddress } from '../../shop/rate-limit'
import { lineText, shopEndpoint } from '../http'

const suggestionQuery = z.object({ q: lineText().max(MAX_QUERY_LENGTH).nullish() })

const suggester = () => {
  const e = env()
  return addressSuggester({ url: e.DATAFORDELER_ADDRESS_URL, apiKey: e.DATAFORDELER_API_KEY })
}

export const addressEndpoints = [
  shopEndpoint('get', '/checkout/addresssuggestions', async (req, ctx) => {
    const { q } = suggestionQuery.parse({ q: req.searchParams.get('q') })
    return suggestAddresses(ctx, q ?? '', clientAddress(req.headers), suggester())
  }),
]
