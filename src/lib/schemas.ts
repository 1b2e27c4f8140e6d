// Shapes shared by several features (SPEC §3, API.md "Shapes"). Objects are loose: the backend may add fields.
import * as z from 'zod'

export const moneySchema = z.looseObject({
  Amount: z.number(),
  Text: z.string().optional().default(''),
})

/** SPEC §3 Image. */
export const imageSchema = z.looseObject({
  Name: z.string().nullish(),
  AltText: z.string().nullish(),
  FileName: z.string().nullish(),
  FileExtension: z.string().nullish(),
  Width: z.number().nullish(),
  Height: z.number().nullish(),
  BaseUrl: z.string(),
  FocalPoints: z.unknown().optional(),
})
export type Image = z.infer<typeof imageSchema>

/** SPEC §4 stock states. */
export const STOCK_STATES = ['OutOfStock', 'SoonInStock', 'InStock', 'StockWithDate', 'AvailableAsPreOrder'] as const
export type StockState = (typeof STOCK_STATES)[number]

const optionalText = z.string().nullish()

/** SPEC §3 Product card, plus AlcoholPercentage and MaxQuantity (API.md). */
export const productCardSchema = z.looseObject({
  ProductId: z.coerce.number().int(),
  VariantId: z.union([z.number(), z.string()]).nullish(),
  Name: z.string(),
  FriendlyUrlName: z.string(),
  RelativeUrl: z.string(),
  Type: optionalText,
  ShowAddToBasket: z.boolean().optional().default(false),
  DefaultQuantity: z.number().int().min(1).optional().default(1),
  MaxQuantity: z.number().int().min(0).nullish(),
  Pricing: z.looseObject({
    CurrentPrice: moneySchema,
    BeforePrice: moneySchema.nullish(),
    Campaign: z.looseObject({ CampaignType: z.string(), Text: optionalText }).nullish(),
  }),
  PrimaryImage: imageSchema.nullish(),
  Images: z.array(imageSchema).nullish(),
  CampaignSplash: z.unknown().optional(),
  ProductReview: z.looseObject({ Score: z.number().nullish(), Reviewer: optionalText }).nullish(),
  Stock: z.looseObject({ State: z.string(), Text: optionalText }).nullish(),
  PricePerNetContent: z.unknown().optional(),
  ShortDescription: optionalText,
  SeoPageTitle: optionalText,
  SeoMetaDescription: optionalText,
  OpenGraphImage: imageSchema.nullish(),
  AlcoholPercentage: z.number().nullish(),
})
export type ProductCard = z.infer<typeof productCardSchema>
