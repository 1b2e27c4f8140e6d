// CMS component type key -> the component that renders its block's parsed data (src/blocks/schemas.ts holds the schemas:
// `tsc` checks that each component takes what its schema outputs). A type not listed here renders nothing (parseBlocks
// logs it once). This is the server's registry (and the component tests'): every block's code is at hand. The browser's
// build puts registry.browser.ts in its place (next.config.js), where each block's code is a chunk of its own, fetched
// for the blocks a page shows, after the page's first load (docs/adr/0052). src/blocks/registry.test.tsx holds the two
// lists equal.
import type { ComponentType } from 'react'
import { AccordionBlock } from './accordion/AccordionBlock'
import { ArticleHero } from './articleHero/ArticleHero'
import { ArticleList } from './articleList/ArticleList'
import { Basket } from './basket/Basket'
import { Border } from './border/Border'
import { CallToActionButtons } from './callToActionButtons/CallToActionButtons'
import { Campaign } from './campaign/Campaign'
import { CarouselBlock } from './carousel/CarouselBlock'
import { Categories } from './categories/Categories'
import { CategoryCards } from './categoryCards/CategoryCards'
import { CategoryGallery } from './categoryGallery/CategoryGallery'
import { Checkout } from './checkout/Checkout'
import { ClubSignup } from './clubSignup/ClubSignup'
import { ContentBlock } from './contentBlock/ContentBlock'
import { CreateCustomer } from './createCustomer/CreateCustomer'
import { Embed } from './embed/Embed'
import { EmbeddedForm } from './embeddedForm/EmbeddedForm'
import { EmbeddedMap } from './embeddedMap/EmbeddedMap'
import { EmbeddedPopupTool } from './embeddedPopupTool/EmbeddedPopupTool'
import { EmbeddedVideo } from './embeddedVideo/EmbeddedVideo'
import { GiftCardDefault } from './giftCardDefault/GiftCardDefault'
import { GiftCardStatus } from './giftCardStatus/GiftCardStatus'
import { HeroSlider } from './heroSlider/HeroSlider'
import { Images } from './images/Images'
import { LatestContent } from './latestContent/LatestContent'
import { MediaGrid } from './mediaGrid/MediaGrid'
import { ProductCarousel } from './productCarousel/ProductCarousel'
import { ProductFocus } from './productFocus/ProductFocus'
import { ProductList } from './productList/ProductList'
import { ProductSelector } from './productSelector/ProductSelector'
import { Quote } from './quote/Quote'
import { RecipeList } from './recipeList/RecipeList'
import { RecommendationCarousel } from './recommendationCarousel/RecommendationCarousel'
import { Ribbon } from './ribbon/Ribbon'
import { RichTextBlock } from './richText/RichTextBlock'
import { RichTextCentered } from './richTextCentered/RichTextCentered'
import { SellingPoints } from './sellingPoints/SellingPoints'
import { SimilarProducts } from './similarProducts/SimilarProducts'
import { Space } from './space/Space'
import { SplitDoors } from './splitDoors/SplitDoors'
import type { blockSchemas } from './schemas'
import type { BlockProps } from './types'

type Schemas = typeof blockSchemas
export type BlockType = keyof Schemas

export const registry = {
  articleList: ArticleList,
  articleHero: ArticleHero,
  border: Border,
  campaign: Campaign,
  categories: Categories,
  callToActionButtons: CallToActionButtons,
  embeddedMap: EmbeddedMap,
  embeddedForm: EmbeddedForm,
  embeddedVideo: EmbeddedVideo,
  giftCardDefault: GiftCardDefault,
  giftCardStatus: GiftCardStatus,
  heroSlider: HeroSlider,
  images: Images,
  latestContent: LatestContent,
  productCarousel: ProductCarousel,
  recommendationCarousel: RecommendationCarousel,
  productFocus: ProductFocus,
  productSelector: ProductSelector,
  recipeList: RecipeList,
  quote: Quote,
  richTextCentered: RichTextCentered,
  ribbon: Ribbon,
  similarProducts: SimilarProducts,
  space: Space,
  splitDoors: SplitDoors,
  sellingPoints: SellingPoints,
  productList: ProductList,
  createCustomer: CreateCustomer,
  basket: Basket,
  checkout: Checkout,
  embeddedPopupTool: EmbeddedPopupTool,
  clubSignup: ClubSignup,
  categoryCards: CategoryCards,
  contentBlock: ContentBlock,
  mediaGrid: MediaGrid,
  categoryGallery: CategoryGallery,
  embed: Embed,
  richText: RichTextBlock,
  accordion: AccordionBlock,
  carousel: CarouselBlock,
} satisfies { [Key in BlockType]: ComponentType<BlockProps<Schemas[Key]['_zod']['output']>> }

export function isBlockType(type: string): type is BlockType {
  return Object.prototype.hasOwnProperty.call(registry, type)
}

/** The browser fetches the code of the blocks a page shows (registry.browser.ts); the server has it all. */
export function loadBlockCode(types: readonly string[]): Promise<void> {
  void types
  return Promise.resolve()
}
