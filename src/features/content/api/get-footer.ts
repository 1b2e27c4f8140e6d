// GET {content}/footer/: link columns and a closing text.
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
})
export type Footer = z.infer<typeof footerSchema>

export function getFooter(culture: Locale): Promise<Footer> {
  return cached(`content:footer:${culture}`, CONTENT_CACHE_TTL_MS, async () => {
    const { data } = await contentApi.get('/footer', { params: { culture } })
    return parseAnswer(footerSchema, data, 'footer')
  })
}
