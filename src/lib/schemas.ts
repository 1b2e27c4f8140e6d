// Shapes shared by several features (docs/product.md §3, docs/api/README.md "Shapes"). Objects are loose: the backend may add fields.
import * as z from 'zod'

export const moneySchema = z.looseObject({
  Amount: z.number(),
  Text: z.string().optional().default(''),
})

/**
 * The age a buyer must have reached (16 or 18 today), or null when anyone may buy: the server's rule, shown as it
 * comes. A broken value is no sign rather than a failed page.
 */
export const requiredAgeSchema = z.number().int().positive().nullish().catch(null)

/**
 * docs/product.md §3 Image, as the shop renders it. Unlike the other shapes it keeps only the fields it names: an image
 * is in every card of a page's data (docs/architecture.md §7), and the file name and the focal points are the image
 * service's business (it crops from BaseUrl's query), never the browser's.
 */
export const imageSchema = z.object({
  Name: z.string().nullish(),
  AltText: z.string().nullish(),
  FileExtension: z.string().nullish(),
  Width: z.number().nullish(),
  Height: z.number().nullish(),
  BaseUrl: z.string(),
})
export type Image = z.infer<typeof imageSchema>

/** docs/product.md §4 stock states. */
export const STOCK_STATES = ['OutOfStock', 'SoonInStock', 'InStock', 'StockWithDate', 'AvailableAsPreOrder'] as const

const optionalText = z.string().nullish()

/**
 * A list whose unreadable entries are left out instead of failing the whole answer: a product page with one odd
 * fact or edition still shows the rest. A missing list (an older backend) is empty.
 */
function lenientList<T extends z.ZodType>(item: T) {
  return z
    .array(z.unknown())
    .nullish()
    .transform((entries) =>
      (entries ?? []).flatMap((entry) => {
        const parsed = item.safeParse(entry)
        return parsed.success ? [parsed.data as z.output<T>] : []
      }),
    )
}

/** docs/product.md §9 campaign types (Regular, FreeGift, TakeX, each with a Conditional variant); kept as text so a new kind
 * still shows its text. */
export const campaignSchema = z.looseObject({ CampaignType: z.string(), Text: optionalText })

/** docs/api/README.md Pricing: B2C prices incl. VAT, B2B excl. VAT (the server decides by the customer; IncludesVat says
 * which). BeforePrice is the lowest price of the 30 days before a campaign (Omnibus), only when it lowers the
 * price. Answers from before IncludesVat existed were consumer prices. */
export const pricingSchema = z.looseObject({
  CurrentPrice: moneySchema,
  BeforePrice: moneySchema.nullish(),
  Campaign: campaignSchema.nullish(),
  IncludesVat: z.boolean().optional().default(true),
})
export type Pricing = z.infer<typeof pricingSchema>

export const stockSchema = z.looseObject({ State: z.string(), Text: optionalText })

/** One labelled fact of the product page (producer, country, grape, ...), already in the request's culture. */
export const productFactSchema = z.looseObject({ Key: z.string(), Label: z.string(), Value: z.string() })
export type ProductFact = z.infer<typeof productFactSchema>

/** One edition sold on the product page: the product itself (VariantId null) or one of its variants. */
export const productVariantSchema = z.looseObject({
  VariantId: z.number().int().nullable(),
  Name: z.string(),
  ProductNumber: optionalText,
  Pricing: pricingSchema,
  Stock: stockSchema.nullish(),
  MaxQuantity: z.number().int().min(0).nullish(),
  ShowAddToBasket: z.boolean().optional().default(false),
  PricePerNetContent: z.string().nullish().catch(null),
})
export type ProductVariant = z.infer<typeof productVariantSchema>

/** docs/api/catalogue.md "Events": a tasting's start (ISO), length, place and seats; a broken part is left out, not the page. */
const productEventSchema = z.looseObject({
  StartsAt: z.string().nullish().catch(null),
  DurationMinutes: z.number().int().positive().nullish().catch(null),
  Place: z.string().nullish().catch(null),
  SeatsLeft: z.number().int().min(0).nullish().catch(null),
  HasPassed: z.boolean().optional().catch(false),
})
export type ProductEvent = z.infer<typeof productEventSchema>

/** docs/product.md §3 Product card, plus AlcoholPercentage, RequiredAge, MaxQuantity, ProductNumber, Description, Facts and Variants
 * (docs/api/README.md). */
export const productCardSchema = z.looseObject({
  ProductId: z.coerce.number().int(),
  VariantId: z.union([z.number(), z.string()]).nullish(),
  ProductNumber: optionalText,
  Name: z.string(),
  FriendlyUrlName: z.string(),
  RelativeUrl: z.string(),
  Type: optionalText,
  ShowAddToBasket: z.boolean().optional().default(false),
  DefaultQuantity: z.number().int().min(1).optional().default(1),
  MaxQuantity: z.number().int().min(0).nullish(),
  Pricing: pricingSchema,
  PrimaryImage: imageSchema.nullish(),
  Images: z.array(imageSchema).nullish(),
  // The badge text; anything but text (an older or broken answer) is no badge rather than a failed page.
  CampaignSplash: z.string().nullish().catch(null),
  ProductReview: z.looseObject({ Score: z.number().nullish(), Reviewer: optionalText }).nullish(),
  Stock: stockSchema.nullish(),
  PricePerNetContent: z.string().nullish().catch(null),
  ShortDescription: optionalText,
  Description: optionalText,
  SeoPageTitle: optionalText,
  SeoMetaDescription: optionalText,
  OpenGraphImage: imageSchema.nullish(),
  AlcoholPercentage: z.number().nullish(),
  RequiredAge: requiredAgeSchema,
  /** Why the product cannot be withdrawn from (the law asks to say so before the purchase), or none. */
  WithdrawalExemption: z.enum(['none', 'perishable', 'event', 'sealedHygiene', 'personalised']).optional().catch('none'),
  Facts: lenientList(productFactSchema),
  Variants: lenientList(productVariantSchema),
  /** When and where a tasting is and its seats (docs/adr/0041); null on every other product. */
  Event: productEventSchema.nullish().catch(null),
})
export type ProductCard = z.infer<typeof productCardSchema>

export const breadcrumbSchema = z.looseObject({ Name: z.string(), RelativeUrl: z.string().nullish() })
export type Breadcrumb = z.infer<typeof breadcrumbSchema>

/** GET product/{id}: the card plus the product's EAN (GTIN-13, not its variants') and where the product sits in the
 * catalogue (its deepest category first-listed, and the trail from the top category down). */
export const productDetailSchema = productCardSchema.extend({
  Ean: z.string().nullish().catch(null),
  CategoryId: z.number().int().positive().nullish().catch(null),
  Breadcrumbs: lenientList(breadcrumbSchema),
})
export type ProductDetail = z.infer<typeof productDetailSchema>
