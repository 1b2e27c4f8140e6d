// GET {content}/footer/: link columns, a closing text, and the link to the food inspection report (null when the
// shop has none set).
import * as z from 'zod'
import { CONTENT_CACHE_TTL_MS, type Locale } from '@/config/constants'
import { parseAnswer } from '@/lib/apiError'
import { contentApi } from '@/lib/contentApi'
import { cached } from '@/lib/memoryCache'

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
  Smiley: z
    .looseObject({ Url: z.url({ protocol: /^https$/ }), Label: z.string().min(1) })
    .nullish()
    .catch(null),
})
export type Footer = z.infer<typeof footerSchema>

export function getFooter(culture: Locale): Promise<Footer> {
  return cached(`content:footer:${culture}`, CONTENT_CACHE_TTL_MS, async () => {
    const { data } = await contentApi.get('/footer', { params: { culture } })
    return parseAnswer(footerSchema, data, 'footer')
  })
}
