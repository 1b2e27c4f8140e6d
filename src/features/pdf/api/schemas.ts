// The answer of GET general/settings, loaded with the first answer: the PDF buttons are on every product, category
// and search page, zod need not be part of their first load (docs/architecture.md §7).
import * as z from 'zod'

const flag = z.boolean().catch(false)

export const shopSettingsSchema = z.looseObject({
  AllowFavoriteListPdf: flag,
  AllowPriceListPdf: flag,
  AllowProductSheetPdf: flag,
})
