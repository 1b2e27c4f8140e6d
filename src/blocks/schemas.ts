// CMS component type key -> the zod schema of its block. The keys are exactly the content service's component types
// (backend/src/content/components/types.ts, one per docs/product.md §2 component): a missing or extra key, or a schema
// whose output lacks a field of its contract type, fails `tsc`. Used where a page's components are parsed (src/blocks/
// parseBlocks.ts): on the server, and in the browser on a client-side navigation only, so zod and the schemas are not
// part of a page's first-load JavaScript (docs/architecture.md §7).
import type { ComponentType } from '@delikat/contract/components'
import { accordionSchema } from './accordion/schema'
import { articleHeroSchema } from './articleHero/schema'
import { articleListSchema } from './articleList/schema'
import { basketBlockSchema } from './basket/schema'
import { borderSchema } from './border/schema'
import { callToActionButtonsSchema } from './callToActionButtons/schema'
import { campaignSchema } from './campaign/schema'
import { carouselSchema } from './carousel/schema'
import { categoriesSchema } from './categories/schema'
import { categoryCardsSchema } from './categoryCards/schema'
import { categoryGallerySchema } from './categoryGallery/schema'
import { checkoutSchema } from './checkout/schema'
import { clubSignupSchema } from './clubSignup/schema'
import { contentBlockSchema } from './contentBlock/schema'
import { createCustomerSchema } from './createCustomer/schema'
import { embedSchema } from './embed/schema'
import { embeddedFormSchema } from './embeddedForm/schema'
import { embeddedMapSchema } from './embeddedMap/schema'
import { embeddedPopupToolSchema } from './embeddedPopupTool/schema'
import { embeddedVideoSchema } from './embeddedVideo/schema'
import { giftCardDefaultSchema } from './giftCardDefault/schema'
import { giftCardStatusSchema } from './giftCardStatus/schema'
import { heroSliderSchema } from './heroSlider/schema'
import { imagesSchema } from './images/schema'
import { latestContentSchema } from './latestContent/schema'
import { mediaGridSchema } from './mediaGrid/schema'
import { productCarouselSchema } from './productCarousel/schema'
import { productFocusSchema } from './productFocus/schema'
import { productListSchema } from './productList/schema'
import { productSelectorSchema } from './productSelector/schema'
import { quoteSchema } from './quote/schema'
import { recipeListSchema } from './recipeList/schema'
import { recommendationCarouselSchema } from './recommendationCarousel/schema'
import { ribbonSchema } from './ribbon/schema'
import { richTextSchema } from './richText/schema'
import { richTextCenteredSchema } from './richTextCentered/schema'
import { sellingPointsSchema } from './sellingPoints/schema'
import { similarProductsSchema } from './similarProducts/schema'
import { spaceSchema } from './space/schema'
import { splitDoorsSchema } from './splitDoors/schema'
import type { ContractSchema } from './types'

export const blockSchemas = {
  articleList: articleListSchema,
  articleHero: articleHeroSchema,
  border: borderSchema,
  campaign: campaignSchema,
  categories: categoriesSchema,
  callToActionButtons: callToActionButtonsSchema,
  embeddedMap: embeddedMapSchema,
  embeddedForm: embeddedFormSchema,
  embeddedVideo: embeddedVideoSchema,
  giftCardDefault: giftCardDefaultSchema,
  giftCardStatus: giftCardStatusSchema,
  heroSlider: heroSliderSchema,
  images: imagesSchema,
  latestContent: latestContentSchema,
  productCarousel: productCarouselSchema,
  recommendationCarousel: recommendationCarouselSchema,
  productFocus: productFocusSchema,
  productSelector: productSelectorSchema,
  recipeList: recipeListSchema,
  quote: quoteSchema,
  richTextCentered: richTextCenteredSchema,
  ribbon: ribbonSchema,
  similarProducts: similarProductsSchema,
  space: spaceSchema,
  splitDoors: splitDoorsSchema,
  sellingPoints: sellingPointsSchema,
  productList: productListSchema,
  createCustomer: createCustomerSchema,
  basket: basketBlockSchema,
  checkout: checkoutSchema,
  embeddedPopupTool: embeddedPopupToolSchema,
  clubSignup: clubSignupSchema,
  categoryCards: categoryCardsSchema,
  contentBlock: contentBlockSchema,
  mediaGrid: mediaGridSchema,
  categoryGallery: categoryGallerySchema,
  embed: embedSchema,
  richText: richTextSchema,
  accordion: accordionSchema,
  carousel: carouselSchema,
} satisfies { [Key in ComponentType]: ContractSchema<Key> }
