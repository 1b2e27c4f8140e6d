/**
 * Page components (docs/product.md §2), one folder per component type: `<componentType>/config.ts` is the Payload
 * block (its slug is the type key, so the content service passes it through unchanged) and `<componentType>/map.ts`
 * turns a stored block into its contract shape (@delikat/contract/components). Both records below are keyed by the
 * contract's component types, so `tsc` refuses a missing or extra type; docs/how-to/add-a-cms-block.md walks
 * through adding one.
 */
import type { ComponentType } from '@delikat/contract/components'
import type { Block } from 'payload'
import type { Mapper } from './shared/mapping'
import type { BlockConfig } from './shared/types'
import { richTextBlock } from './richText/config'
import { mapRichText } from './richText/map'
import { richTextCenteredBlock } from './richTextCentered/config'
import { mapRichTextCentered } from './richTextCentered/map'
import { quoteBlock } from './quote/config'
import { mapQuote } from './quote/map'
import { accordionBlock } from './accordion/config'
import { mapAccordion } from './accordion/map'
import { articleHeroBlock } from './articleHero/config'
import { mapArticleHero } from './articleHero/map'
import { heroSliderBlock } from './heroSlider/config'
import { mapHeroSlider } from './heroSlider/map'
import { imagesBlock } from './images/config'
import { mapImages } from './images/map'
import { carouselBlock } from './carousel/config'
import { mapCarousel } from './carousel/map'
import { mediaGridBlock } from './mediaGrid/config'
import { mapMediaGrid } from './mediaGrid/map'
import { borderBlock } from './border/config'
import { mapBorder } from './border/map'
import { spaceBlock } from './space/config'
import { mapSpace } from './space/map'
import { ribbonBlock } from './ribbon/config'
import { mapRibbon } from './ribbon/map'
import { callToActionButtonsBlock } from './callToActionButtons/config'
import { mapCallToActionButtons } from './callToActionButtons/map'
import { sellingPointsBlock } from './sellingPoints/config'
import { mapSellingPoints } from './sellingPoints/map'
import { splitDoorsBlock } from './splitDoors/config'
import { mapSplitDoors } from './splitDoors/map'
import { contentBlockBlock } from './contentBlock/config'
import { mapContentBlock } from './contentBlock/map'
import { categoryCardsBlock } from './categoryCards/config'
import { mapCategoryCards } from './categoryCards/map'
import { categoriesBlock } from './categories/config'
import { mapCategories } from './categories/map'
import { categoryGalleryBlock } from './categoryGallery/config'
import { mapCategoryGallery } from './categoryGallery/map'
import { productCarouselBlock } from './productCarousel/config'
import { mapProductCarousel } from './productCarousel/map'
import { recommendationCarouselBlock } from './recommendationCarousel/config'
import { mapRecommendationCarousel } from './recommendationCarousel/map'
import { productFocusBlock } from './productFocus/config'
import { mapProductFocus } from './productFocus/map'
import { productSelectorBlock } from './productSelector/config'
import { mapProductSelector } from './productSelector/map'
import { similarProductsBlock } from './similarProducts/config'
import { mapSimilarProducts } from './similarProducts/map'
import { productListBlock } from './productList/config'
import { mapProductList } from './productList/map'
import { campaignBlock } from './campaign/config'
import { mapCampaign } from './campaign/map'
import { articleListBlock } from './articleList/config'
import { mapArticleList } from './articleList/map'
import { latestContentBlock } from './latestContent/config'
import { mapLatestContent } from './latestContent/map'
import { recipeListBlock } from './recipeList/config'
import { mapRecipeList } from './recipeList/map'
import { embeddedMapBlock } from './embeddedMap/config'
import { mapEmbeddedMap } from './embeddedMap/map'
import { embeddedFormBlock } from './embeddedForm/config'
import { mapEmbeddedForm } from './embeddedForm/map'
import { embeddedVideoBlock } from './embeddedVideo/config'
import { mapEmbeddedVideo } from './embeddedVideo/map'
import { embedBlock } from './embed/config'
import { mapEmbed } from './embed/map'
import { embeddedPopupToolBlock } from './embeddedPopupTool/config'
import { mapEmbeddedPopupTool } from './embeddedPopupTool/map'
import { basketBlock } from './basket/config'
import { mapBasket } from './basket/map'
import { checkoutBlock } from './checkout/config'
import { mapCheckout } from './checkout/map'
import { giftCardDefaultBlock } from './giftCardDefault/config'
import { mapGiftCardDefault } from './giftCardDefault/map'
import { giftCardStatusBlock } from './giftCardStatus/config'
import { mapGiftCardStatus } from './giftCardStatus/map'
import { clubSignupBlock } from './clubSignup/config'
import { mapClubSignup } from './clubSignup/map'
import { createCustomerBlock } from './createCustomer/config'
import { mapCreateCustomer } from './createCustomer/map'

/**
 * The block of every component type, in the order the admin's block picker lists them (grouped by `admin.group`).
 * The order is also the order of the blocks in payload-types.ts: keep it, and add a new block at the end of its group.
 */
export const BLOCKS: { [K in ComponentType]: BlockConfig<K> } = {
  richText: richTextBlock,
  richTextCentered: richTextCenteredBlock,
  quote: quoteBlock,
  accordion: accordionBlock,
  articleHero: articleHeroBlock,
  heroSlider: heroSliderBlock,
  images: imagesBlock,
  carousel: carouselBlock,
  mediaGrid: mediaGridBlock,
  border: borderBlock,
  space: spaceBlock,
  ribbon: ribbonBlock,
  callToActionButtons: callToActionButtonsBlock,
  sellingPoints: sellingPointsBlock,
  splitDoors: splitDoorsBlock,
  contentBlock: contentBlockBlock,
  categoryCards: categoryCardsBlock,
  categories: categoriesBlock,
  categoryGallery: categoryGalleryBlock,
  productCarousel: productCarouselBlock,
  recommendationCarousel: recommendationCarouselBlock,
  productFocus: productFocusBlock,
  productSelector: productSelectorBlock,
  similarProducts: similarProductsBlock,
  productList: productListBlock,
  campaign: campaignBlock,
  articleList: articleListBlock,
  latestContent: latestContentBlock,
  recipeList: recipeListBlock,
  embeddedMap: embeddedMapBlock,
  embeddedForm: embeddedFormBlock,
  embeddedVideo: embeddedVideoBlock,
  embed: embedBlock,
  embeddedPopupTool: embeddedPopupToolBlock,
  basket: basketBlock,
  checkout: checkoutBlock,
  giftCardDefault: giftCardDefaultBlock,
  giftCardStatus: giftCardStatusBlock,
  createCustomer: createCustomerBlock,
  clubSignup: clubSignupBlock,
}

/** The blocks of a page's `components` field (collections/Pages.ts). */
export const pageBlocks: Block[] = Object.values(BLOCKS)

/** The mapper of every component type (content/components/map.ts dispatches on the stored block's type). */
export const MAPPERS: { [K in ComponentType]: Mapper<K> } = {
  richText: mapRichText,
  richTextCentered: mapRichTextCentered,
  quote: mapQuote,
  accordion: mapAccordion,
  articleHero: mapArticleHero,
  heroSlider: mapHeroSlider,
  images: mapImages,
  carousel: mapCarousel,
  mediaGrid: mapMediaGrid,
  border: mapBorder,
  space: mapSpace,
  ribbon: mapRibbon,
  callToActionButtons: mapCallToActionButtons,
  sellingPoints: mapSellingPoints,
  splitDoors: mapSplitDoors,
  contentBlock: mapContentBlock,
  categoryCards: mapCategoryCards,
  categories: mapCategories,
  categoryGallery: mapCategoryGallery,
  productCarousel: mapProductCarousel,
  recommendationCarousel: mapRecommendationCarousel,
  productFocus: mapProductFocus,
  productSelector: mapProductSelector,
  similarProducts: mapSimilarProducts,
  productList: mapProductList,
  campaign: mapCampaign,
  articleList: mapArticleList,
  latestContent: mapLatestContent,
  recipeList: mapRecipeList,
  embeddedMap: mapEmbeddedMap,
  embeddedForm: mapEmbeddedForm,
  embeddedVideo: mapEmbeddedVideo,
  embed: mapEmbed,
  embeddedPopupTool: mapEmbeddedPopupTool,
  basket: mapBasket,
  checkout: mapCheckout,
  giftCardDefault: mapGiftCardDefault,
  giftCardStatus: mapGiftCardStatus,
  createCustomer: mapCreateCustomer,
  clubSignup: mapClubSignup,
}

export function isComponentType(type: string): type is ComponentType {
  return Object.prototype.hasOwnProperty.call(MAPPERS, type)
}
