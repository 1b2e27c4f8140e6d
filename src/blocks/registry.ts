// CMS component type key -> block. The keys are exactly the content service's component types
// (backend/src/content/components/types.ts, one per docs/product.md §2 component): a missing or extra key, or a schema
// whose output lacks a field of its contract type, fails `tsc`. A type not listed here renders nothing
// (RenderComponents logs it once).
import type { ComponentType } from '@delikat/contract/components'
import { ArticleList } from './articleList/ArticleList'
import { articleListSchema } from './articleList/schema'
import { ArticleHero } from './articleHero/ArticleHero'
import { articleHeroSchema } from './articleHero/schema'
import { Border } from './border/Border'
import { borderSchema } from './border/schema'
import { Campaign } from './campaign/Campaign'
import { campaignSchema } from './campaign/schema'
import { Categories } from './categories/Categories'
import { categoriesSchema } from './categories/schema'
import { CallToActionButtons } from './callToActionButtons/CallToActionButtons'
import { callToActionButtonsSchema } from './callToActionButtons/schema'
import { EmbeddedMap } from './embeddedMap/EmbeddedMap'
import { embeddedMapSchema } from './embeddedMap/schema'
import { EmbeddedForm } from './embeddedForm/EmbeddedForm'
import { embeddedFormSchema } from './embeddedForm/schema'
import { EmbeddedVideo } from './embeddedVideo/EmbeddedVideo'
import { embeddedVideoSchema } from './embeddedVideo/schema'
import { GiftCardDefault } from './giftCardDefault/GiftCardDefault'
import { giftCardDefaultSchema } from './giftCardDefault/schema'
import { GiftCardStatus } from './giftCardStatus/GiftCardStatus'
import { giftCardStatusSchema } from './giftCardStatus/schema'
import { HeroSlider } from './heroSlider/HeroSlider'
import { heroSliderSchema } from './heroSlider/schema'
import { Images } from './images/Images'
import { imagesSchema } from './images/schema'
import { LatestContent } from './latestContent/LatestContent'
import { latestContentSchema } from './latestContent/schema'
import { ProductCarousel } from './productCarousel/ProductCarousel'
import { productCarouselSchema } from './productCarousel/schema'
import { RecommendationCarousel } from './recommendationCarousel/RecommendationCarousel'
import { recommendationCarouselSchema } from './recommendationCarousel/schema'
import { ProductFocus } from './productFocus/ProductFocus'
import { productFocusSchema } from './productFocus/schema'
import { ProductSelector } from './productSelector/ProductSelector'
import { productSelectorSchema } from './productSelector/schema'
import { RecipeList } from './recipeList/RecipeList'
import { recipeListSchema } from './recipeList/schema'
import { Quote } from './quote/Quote'
import { quoteSchema } from './quote/schema'
import { RichTextCentered } from './richTextCentered/RichTextCentered'
import { richTextCenteredSchema } from './richTextCentered/schema'
import { Ribbon } from './ribbon/Ribbon'
import { ribbonSchema } from './ribbon/schema'
import { SimilarProducts } from './similarProducts/SimilarProducts'
import { similarProductsSchema } from './similarProducts/schema'
import { Space } from './space/Space'
import { spaceSchema } from './space/schema'
import { SplitDoors } from './splitDoors/SplitDoors'
import { splitDoorsSchema } from './splitDoors/schema'
import { SellingPoints } from './sellingPoints/SellingPoints'
import { sellingPointsSchema } from './sellingPoints/schema'
import { ProductList } from './productList/ProductList'
import { productListSchema } from './productList/schema'
import { CreateCustomer } from './createCustomer/CreateCustomer'
import { createCustomerSchema } from './createCustomer/schema'
import { Basket } from './basket/Basket'
import { basketBlockSchema } from './basket/schema'
import { Checkout } from './checkout/Checkout'
import { checkoutSchema } from './checkout/schema'
import { ClubSignup } from './clubSignup/ClubSignup'
import { clubSignupSchema } from './clubSignup/schema'
import { EmbeddedPopupTool } from './embeddedPopupTool/EmbeddedPopupTool'
import { embeddedPopupToolSchema } from './embeddedPopupTool/schema'
import { CategoryCards } from './categoryCards/CategoryCards'
import { categoryCardsSchema } from './categoryCards/schema'
import { ContentBlock } from './contentBlock/ContentBlock'
import { contentBlockSchema } from './contentBlock/schema'
import { MediaGrid } from './mediaGrid/MediaGrid'
import { mediaGridSchema } from './mediaGrid/schema'
import { CategoryGallery } from './categoryGallery/CategoryGallery'
import { categoryGallerySchema } from './categoryGallery/schema'
import { Embed } from './embed/Embed'
import { embedSchema } from './embed/schema'
import { RichTextBlock } from './richText/RichTextBlock'
import { richTextSchema } from './richText/schema'
import { AccordionBlock } from './accordion/AccordionBlock'
import { accordionSchema } from './accordion/schema'
import { CarouselBlock } from './carousel/CarouselBlock'
import { carouselSchema } from './carousel/schema'
import { defineBlock, type ContractBlock } from './types'

export const registry = {
  articleList: defineBlock(articleListSchema, ArticleList),
  articleHero: defineBlock(articleHeroSchema, ArticleHero),
  border: defineBlock(borderSchema, Border),
  campaign: defineBlock(campaignSchema, Campaign),
  categories: defineBlock(categoriesSchema, Categories),
  callToActionButtons: defineBlock(callToActionButtonsSchema, CallToActionButtons),
  embeddedMap: defineBlock(embeddedMapSchema, EmbeddedMap),
  embeddedForm: defineBlock(embeddedFormSchema, EmbeddedForm),
  embeddedVideo: defineBlock(embeddedVideoSchema, EmbeddedVideo),
  giftCardDefault: defineBlock(giftCardDefaultSchema, GiftCardDefault),
  giftCardStatus: defineBlock(giftCardStatusSchema, GiftCardStatus),
  heroSlider: defineBlock(heroSliderSchema, HeroSlider),
  images: defineBlock(imagesSchema, Images),
  latestContent: defineBlock(latestContentSchema, LatestContent),
  productCarousel: defineBlock(productCarouselSchema, ProductCarousel),
  recommendationCarousel: defineBlock(recommendationCarouselSchema, RecommendationCarousel),
  productFocus: defineBlock(productFocusSchema, ProductFocus),
  productSelector: defineBlock(productSelectorSchema, ProductSelector),
  recipeList: defineBlock(recipeListSchema, RecipeList),
  quote: defineBlock(quoteSchema, Quote),
  richTextCentered: defineBlock(richTextCenteredSchema, RichTextCentered),
  ribbon: defineBlock(ribbonSchema, Ribbon),
  similarProducts: defineBlock(similarProductsSchema, SimilarProducts),
  space: defineBlock(spaceSchema, Space),
  splitDoors: defineBlock(splitDoorsSchema, SplitDoors),
  sellingPoints: defineBlock(sellingPointsSchema, SellingPoints),
  productList: defineBlock(productListSchema, ProductList),
  createCustomer: defineBlock(createCustomerSchema, CreateCustomer),
  basket: defineBlock(basketBlockSchema, Basket),
  checkout: defineBlock(checkoutSchema, Checkout),
  embeddedPopupTool: defineBlock(embeddedPopupToolSchema, EmbeddedPopupTool),
  clubSignup: defineBlock(clubSignupSchema, ClubSignup),
  categoryCards: defineBlock(categoryCardsSchema, CategoryCards),
  contentBlock: defineBlock(contentBlockSchema, ContentBlock),
  mediaGrid: defineBlock(mediaGridSchema, MediaGrid),
  categoryGallery: defineBlock(categoryGallerySchema, CategoryGallery),
  embed: defineBlock(embedSchema, Embed),
  richText: defineBlock(richTextSchema, RichTextBlock),
  accordion: defineBlock(accordionSchema, AccordionBlock),
  carousel: defineBlock(carouselSchema, CarouselBlock),
} satisfies { [Key in ComponentType]: ContractBlock<Key> }

export type BlockType = keyof typeof registry

export function isBlockType(type: string): type is BlockType {
  return Object.prototype.hasOwnProperty.call(registry, type)
}
