// CMS component type key -> the component that renders its block's parsed data (src/blocks/schemas.ts holds the schemas:
// `tsc` checks that each component takes what its schema outputs). A type not listed here renders nothing (parseBlocks
// logs it once).
import dynamic from 'next/dynamic'
import type { ComponentType } from 'react'
import { ArticleHero } from './articleHero/ArticleHero'
import { CallToActionButtons } from './callToActionButtons/CallToActionButtons'
import { CategoryGallery } from './categoryGallery/CategoryGallery'
import { ContentBlock } from './contentBlock/ContentBlock'
import { HeroSlider } from './heroSlider/HeroSlider'
import { MediaGrid } from './mediaGrid/MediaGrid'
import { ProductCarousel } from './productCarousel/ProductCarousel'
import { Quote } from './quote/Quote'
import { RecipeList } from './recipeList/RecipeList'
import { RichTextBlock } from './richText/RichTextBlock'
import { SplitDoors } from './splitDoors/SplitDoors'
import type { blockSchemas } from './schemas'
import type { BlockProps } from './types'

// The blocks of the home page are part of the page's chunk. Every other block is a chunk of its own, which the server
// still renders and names in the page's HTML when the page has one, so it hydrates without a shift, while a page
// without one does not load it: forms (react-hook-form), the basket and checkout, product lists with their filters,
// gift cards and embeds weigh only on the pages that show them (docs/architecture.md §7).
const AccordionBlock = dynamic(() => import('./accordion/AccordionBlock').then((module) => module.AccordionBlock))
const ArticleList = dynamic(() => import('./articleList/ArticleList').then((module) => module.ArticleList))
const Basket = dynamic(() => import('./basket/Basket').then((module) => module.Basket))
const Border = dynamic(() => import('./border/Border').then((module) => module.Border))
const Campaign = dynamic(() => import('./campaign/Campaign').then((module) => module.Campaign))
const CarouselBlock = dynamic(() => import('./carousel/CarouselBlock').then((module) => module.CarouselBlock))
const Categories = dynamic(() => import('./categories/Categories').then((module) => module.Categories))
const CategoryCards = dynamic(() => import('./categoryCards/CategoryCards').then((module) => module.CategoryCards))
const Checkout = dynamic(() => import('./checkout/Checkout').then((module) => module.Checkout))
const ClubSignup = dynamic(() => import('./clubSignup/ClubSignup').then((module) => module.ClubSignup))
const CreateCustomer = dynamic(() => import('./createCustomer/CreateCustomer').then((module) => module.CreateCustomer))
const Embed = dynamic(() => import('./embed/Embed').then((module) => module.Embed))
const EmbeddedForm = dynamic(() => import('./embeddedForm/EmbeddedForm').then((module) => module.EmbeddedForm))
const EmbeddedMap = dynamic(() => import('./embeddedMap/EmbeddedMap').then((module) => module.EmbeddedMap))
const EmbeddedPopupTool = dynamic(() => import('./embeddedPopupTool/EmbeddedPopupTool').then((module) => module.EmbeddedPopupTool))
const EmbeddedVideo = dynamic(() => import('./embeddedVideo/EmbeddedVideo').then((module) => module.EmbeddedVideo))
const GiftCardDefault = dynamic(() => import('./giftCardDefault/GiftCardDefault').then((module) => module.GiftCardDefault))
const GiftCardStatus = dynamic(() => import('./giftCardStatus/GiftCardStatus').then((module) => module.GiftCardStatus))
const Images = dynamic(() => import('./images/Images').then((module) => module.Images))
const LatestContent = dynamic(() => import('./latestContent/LatestContent').then((module) => module.LatestContent))
const ProductFocus = dynamic(() => import('./productFocus/ProductFocus').then((module) => module.ProductFocus))
const ProductList = dynamic(() => import('./productList/ProductList').then((module) => module.ProductList))
const ProductSelector = dynamic(() => import('./productSelector/ProductSelector').then((module) => module.ProductSelector))
const RecommendationCarousel = dynamic(() =>
  import('./recommendationCarousel/RecommendationCarousel').then((module) => module.RecommendationCarousel),
)
const Ribbon = dynamic(() => import('./ribbon/Ribbon').then((module) => module.Ribbon))
const RichTextCentered = dynamic(() => import('./richTextCentered/RichTextCentered').then((module) => module.RichTextCentered))
const SellingPoints = dynamic(() => import('./sellingPoints/SellingPoints').then((module) => module.SellingPoints))
const SimilarProducts = dynamic(() => import('./similarProducts/SimilarProducts').then((module) => module.SimilarProducts))
const Space = dynamic(() => import('./space/Space').then((module) => module.Space))

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
