// The browser's block registry (docs/adr/0052): next.config.js puts it in place of registry.ts in the browser's build.
// Each block's code is a chunk of its own, not part of any page's first load: the server renders every block from its
// own registry, and the browser keeps that HTML as it is (each block is a HydrateApart of its own, RenderBlocks) until
// the block's chunk has come, then hydrates it. The chunks of a page's blocks are asked for as the page starts to
// hydrate (loadBlockCode, from the page's preloadCode in _app), and a client-side navigation has them before it
// renders (the page's getInitialProps awaits loadBlockCode). src/blocks/registry.test.tsx holds the two lists equal.
import type { ComponentType } from 'react'
import type { registry as serverRegistry } from './registry'
import { laterInBrowser, type Later } from '@/components/HydrateApart/laterInBrowser'

export type { BlockType } from './registry'
type Registry = typeof serverRegistry
type Loaders = { [Key in keyof Registry]: () => Promise<Registry[Key]> }

const loaders = {
  articleList: () => import('./articleList/ArticleList').then((module) => module.ArticleList),
  articleHero: () => import('./articleHero/ArticleHero').then((module) => module.ArticleHero),
  border: () => import('./border/Border').then((module) => module.Border),
  campaign: () => import('./campaign/Campaign').then((module) => module.Campaign),
  categories: () => import('./categories/Categories').then((module) => module.Categories),
  callToActionButtons: () => import('./callToActionButtons/CallToActionButtons').then((module) => module.CallToActionButtons),
  embeddedMap: () => import('./embeddedMap/EmbeddedMap').then((module) => module.EmbeddedMap),
  embeddedForm: () => import('./embeddedForm/EmbeddedForm').then((module) => module.EmbeddedForm),
  embeddedVideo: () => import('./embeddedVideo/EmbeddedVideo').then((module) => module.EmbeddedVideo),
  giftCardDefault: () => import('./giftCardDefault/GiftCardDefault').then((module) => module.GiftCardDefault),
  giftCardStatus: () => import('./giftCardStatus/GiftCardStatus').then((module) => module.GiftCardStatus),
  heroSlider: () => import('./heroSlider/HeroSlider').then((module) => module.HeroSlider),
  images: () => import('./images/Images').then((module) => module.Images),
  latestContent: () => import('./latestContent/LatestContent').then((module) => module.LatestContent),
  productCarousel: () => import('./productCarousel/ProductCarousel').then((module) => module.ProductCarousel),
  recommendationCarousel: () => import('./recommendationCarousel/RecommendationCarousel').then((module) => module.RecommendationCarousel),
  productFocus: () => import('./productFocus/ProductFocus').then((module) => module.ProductFocus),
  productSelector: () => import('./productSelector/ProductSelector').then((module) => module.ProductSelector),
  recipeList: () => import('./recipeList/RecipeList').then((module) => module.RecipeList),
  quote: () => import('./quote/Quote').then((module) => module.Quote),
  richTextCentered: () => import('./richTextCentered/RichTextCentered').then((module) => module.RichTextCentered),
  ribbon: () => import('./ribbon/Ribbon').then((module) => module.Ribbon),
  similarProducts: () => import('./similarProducts/SimilarProducts').then((module) => module.SimilarProducts),
  space: () => import('./space/Space').then((module) => module.Space),
  splitDoors: () => import('./splitDoors/SplitDoors').then((module) => module.SplitDoors),
  sellingPoints: () => import('./sellingPoints/SellingPoints').then((module) => module.SellingPoints),
  productList: () => import('./productList/ProductList').then((module) => module.ProductList),
  createCustomer: () => import('./createCustomer/CreateCustomer').then((module) => module.CreateCustomer),
  basket: () => import('./basket/Basket').then((module) => module.Basket),
  checkout: () => import('./checkout/Checkout').then((module) => module.Checkout),
  embeddedPopupTool: () => import('./embeddedPopupTool/EmbeddedPopupTool').then((module) => module.EmbeddedPopupTool),
  clubSignup: () => import('./clubSignup/ClubSignup').then((module) => module.ClubSignup),
  categoryCards: () => import('./categoryCards/CategoryCards').then((module) => module.CategoryCards),
  contentBlock: () => import('./contentBlock/ContentBlock').then((module) => module.ContentBlock),
  mediaGrid: () => import('./mediaGrid/MediaGrid').then((module) => module.MediaGrid),
  categoryGallery: () => import('./categoryGallery/CategoryGallery').then((module) => module.CategoryGallery),
  embed: () => import('./embed/Embed').then((module) => module.Embed),
  richText: () => import('./richText/RichTextBlock').then((module) => module.RichTextBlock),
  accordion: () => import('./accordion/AccordionBlock').then((module) => module.AccordionBlock),
  carousel: () => import('./carousel/CarouselBlock').then((module) => module.CarouselBlock),
} satisfies Loaders

export const registry = Object.fromEntries(
  Object.entries(loaders).map(([type, load]) => [
    type,
    laterInBrowser(null, load as () => Promise<ComponentType<object>>, { name: `the ${type} block` }),
  ]),
) as { [Key in keyof Registry]: Later<Parameters<Registry[Key]>[0]> }

export function isBlockType(type: string): type is keyof Registry {
  return Object.prototype.hasOwnProperty.call(loaders, type)
}

/** Fetches the code of these blocks (each once); resolves when it has come, or failed (logged; the block shows nothing). */
export function loadBlockCode(types: readonly string[]): Promise<void> {
  return Promise.all(types.filter(isBlockType).map((type) => registry[type].preload())).then(() => undefined)
}
