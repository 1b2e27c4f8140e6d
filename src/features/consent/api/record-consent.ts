// POST /api/consent/ (docs/api/marketing.md): the proof of a cookie choice, kept by the shop with its time, the text
// version and the choices. The browser's consent id ties the record to the cookie; a logged-in visitor's call carries
// the bearer token, so the record names the customer too.
import { shopApi } from '@/lib/shopApi'
import type { ConsentCategories, ConsentMethod } from '../categories'

export type ConsentRecord = { consentId: string; version: string; categories: ConsentCategories; method: ConsentMethod; url: string }

export async function recordConsent({ consentId, version, categories, method, url }: ConsentRecord): Promise<void> {
  await shopApi.post('/consent', {
    ConsentId: consentId,
    Version: version,
    Categories: { Functional: categories.functional, Statistic: categories.statistic, Marketing: categories.marketing },
    Method: method,
    Url: url.slice(0, 300),
  })
}
