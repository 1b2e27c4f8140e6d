// The translation endpoint's answer (src/features/content/api/get-translations.ts), loaded with the first answer.
import * as z from 'zod'

export const translationsSchema = z.looseObject({
  translations: z.record(z.string(), z.unknown()),
})
