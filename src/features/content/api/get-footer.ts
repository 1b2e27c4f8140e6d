// GET {content}/footer/: link columns, a closing text, the links to the food inspection report and the e-mærket
// certificate (each null when the shop has none set), and the delivery facts the shell states before checkout.
import * as z from 'zod'
import type { Locale } from '@/config/constants'
import { parseAnswer } from '@/lib/parseAnswer'
import { contentApi } from '@/lib/contentApi'
import { cachedFrame } from '@/lib/memoryCache'

const money = z.looseObject({ Amount: z.number(), Text: z.string() })
/** An amount in both VAT terms: consumers are shown InclVat, business customers ExclVat. */
const bothTerms = z.looseObject({ InclVat: money, ExclVat: money })
export type BothTerms = z.infer<typeof bothTerms>

export const deliveryFactsSchema = z.looseObject({
  /** The lowest free-delivery amount and the delivery method type it is for; null: never free. */
  FreeAbove: bothTerms.extend({ Type: z.string() }).nullish(),
  PriceFrom: bothTerms.nullish(),
  Pickup: z.boolean().nullish(),
})
export type DeliveryFacts = z.infer<typeof deliveryFactsSchema>

const badgeLink = z.looseObject({ Url: z.url({ protocol: /^https$/ }), Label: z.string().min(1) })

export const footerSchema = z.looseObject({
  Columns: z
    .array(
      z.looseObject({
        Title: z.string().nullish(),
        Links: z.array(z.looseObject({ Text: z.string(), Url: z.string() })).nullish(),
      }),
    )
    .nullish(),
  Text: z.string().nullish(),
  // An odd smiley answer costs the smiley only, never the whole footer.
  Smiley: badgeLink.nullish().catch(null),
  Emaerket: badgeLink.nullish().catch(null),
  // Odd facts cost the facts only: the shell then states no amounts rather than wrong ones.
  Delivery: deliveryFactsSchema.nullish().catch(null),
})
export type Footer = z.infer<typeof footerSchema>

export function getFooter(culture: Locale): Promise<Footer> {
  return cachedFrame(`content:footer:${culture}`, async () => {
    const { data } = await contentApi.get('/footer', { params: { culture } })
    return parseAnswer(footerSchema, data, 'footer')
  })
}
