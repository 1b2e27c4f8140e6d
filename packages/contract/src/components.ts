/**
 * The content service's component contract (docs/product.md §2, docs/api/README.md "Content service"): every component type a node can
 * hold, with the fields the storefront renders. The backend maps Payload blocks to these shapes; the storefront's
 * registry is type-checked against `ComponentType`, so both sides agree on every key and field.
 * Field names are PascalCase like the rest of the API; `Type` is the registry key.
 */
import type { Image, ProductCard } from './catalogue'

export type { Image, ProductCard }

/** docs/product.md §2 node link types, resolved by the content service to a storefront URL (or an external one). */
export type LinkType = 'Content' | 'Media' | 'External' | 'PimProduct' | 'PimVariant' | 'PimCategory'

export interface Link {
  Type: LinkType
  /** Storefront-relative (`/om-os/`, `/produkter/x/12/`) or absolute for External and Media links. */
  Url: string
  Text: string | null
  NewWindow: boolean
  ProductId?: number
  CategoryId?: number
}

/** A teaser of a content page (article list, latest content). */
export interface ContentTeaser {
  Id: number
  Title: string
  Teaser: string | null
  Url: string
  Image: Image | null
  /** ISO date of publication. */
  Date: string | null
}

/** A recipe teaser of a recipe list: the card of /opskrifter/{friendlyUrlName}/{id}/. */
export interface RecipeTeaser {
  RecipeId: number
  Name: string
  Url: string
  Image: Image | null
  Summary: string | null
  /** Total time in minutes. */
  TotalMinutes: number | null
  Course: 'starter' | 'main' | 'dessert' | 'side' | 'snack' | 'drink' | null
}

export interface CategoryTeaser {
  Name: string
  Url: string
  Image: Image | null
}

export type AccordionTagType = 'misc' | 'offer' | 'member-offer'

interface Base<T extends string> {
  Type: T
  Id: string
}

export interface ArticleListComponent extends Base<'articleList'> {
  Title: string | null
  Articles: ContentTeaser[]
}
export interface ArticleHeroComponent extends Base<'articleHero'> {
  Title: string
  Subtitle: string | null
  Image: Image | null
  Date: string | null
  Author: string | null
}
export interface BorderComponent extends Base<'border'> {
  Color: 'light' | 'dark' | 'accent'
}
export interface CampaignComponent extends Base<'campaign'> {
  Title: string
  Text: string | null
  Image: Image | null
  Link: Link | null
  Products: ProductCard[]
}
export interface CategoriesComponent extends Base<'categories'> {
  Title: string | null
  Categories: CategoryTeaser[]
}
export interface CallToActionButtonsComponent extends Base<'callToActionButtons'> {
  Alignment: 'left' | 'center' | 'right'
  Buttons: Array<{ Link: Link; Variant: 'primary' | 'secondary' }>
}
export interface EmbeddedMapComponent extends Base<'embeddedMap'> {
  Title: string | null
  /** A place or address for Google Maps' embed (`maps?q=...&output=embed`). */
  Query: string
  Height: number
}
export interface EmbeddedFormComponent extends Base<'embeddedForm'> {
  Title: string | null
  /** Typeform form id. */
  FormId: string
  Height: number
}
export interface EmbeddedVideoComponent extends Base<'embeddedVideo'> {
  Title: string | null
  /** YouTube video id; the player comes from youtube-nocookie.com only after a click (docs/product.md §2). */
  VideoId: string
  Thumbnail: Image | null
}
export interface GiftCardDefaultComponent extends Base<'giftCardDefault'> {
  Title: string
  Text: string | null
  Image: Image | null
  /** Suggested amounts in øre. */
  Amounts: number[]
  MinAmount: number
  MaxAmount: number
}
export interface GiftCardStatusComponent extends Base<'giftCardStatus'> {
  Title: string
  Text: string | null
}
export interface HeroSliderComponent extends Base<'heroSlider'> {
  Slides: Array<{ Title: string; Text: string | null; Image: Image | null; Link: { Url: string; Text: string } | null }>
}
export interface ImagesComponent extends Base<'images'> {
  Images: Array<{ Image: Image; Caption: string | null }>
}
export interface LatestContentComponent extends Base<'latestContent'> {
  Title: string | null
  Items: ContentTeaser[]
}
export interface ProductCarouselComponent extends Base<'productCarousel'> {
  Title: string | null
  Products: ProductCard[]
}
export interface RecommendationCarouselComponent extends Base<'recommendationCarousel'> {
  Title: string | null
  /** Which recommendation the engine was asked for; the products are its answer. */
  Strategy: 'popular' | 'bestsellers' | 'new'
  Products: ProductCard[]
}
export interface ProductFocusComponent extends Base<'productFocus'> {
  Title: string | null
  Text: string | null
  Image: Image | null
  ImagePosition: 'left' | 'right'
  Product: ProductCard | null
}
export interface ProductSelectorComponent extends Base<'productSelector'> {
  Title: string | null
  Text: string | null
  Products: ProductCard[]
}
export interface RecipeListComponent extends Base<'recipeList'> {
  Title: string | null
  Recipes: RecipeTeaser[]
}
export interface QuoteComponent extends Base<'quote'> {
  Quote: string
  Author: string | null
  Image: Image | null
}
export interface RichTextCenteredComponent extends Base<'richTextCentered'> {
  /** Sanitised HTML. */
  Html: string
}
export interface RibbonComponent extends Base<'ribbon'> {
  Text: string
  Link: Link | null
  Color: 'wine' | 'gold' | 'green' | 'charcoal'
}
export interface SimilarProductsComponent extends Base<'similarProducts'> {
  Title: string | null
  Products: ProductCard[]
}
export interface SpaceComponent extends Base<'space'> {
  Size: 'small' | 'medium' | 'large'
}
export interface SplitDoorsComponent extends Base<'splitDoors'> {
  Doors: Array<{ Title: string; Text: string | null; Image: Image | null; Link: Link | null }>
}
export interface SellingPointsComponent extends Base<'sellingPoints'> {
  Points: Array<{ Icon: 'truck' | 'store' | 'gift' | 'star' | 'leaf' | 'glass'; Title: string; Text: string | null }>
}
/** A filter of the first result page, shaped as `POST product/search` answers it (docs/api/README.md). */
export interface ProductListFilter {
  Key: string
  Label: string
  FilterType: 'MultiSelect' | 'Range' | 'Toggle'
  Options?: Array<{ Value: string; Label: string; Count: number; Selected: boolean }> | null
  Min?: number | null
  Max?: number | null
  SelectedMin?: number | null
  SelectedMax?: number | null
}
export interface ProductListCategoryLink {
  CategoryId: number
  Name: string
  RelativeUrl: string
}
/**
 * The first page (18, Popularity, no filters) of `POST product/search` for the category and its subcategories, so
 * the page renders at once; the storefront asks the same search for further pages, filters and sorts.
 */
export interface ProductListComponent extends Base<'productList'> {
  /** The editor's title, else the category's name; null for a catalogue list without a title. */
  Title: string | null
  /** The category whose products to list; null lists the whole catalogue. */
  CategoryId: number | null
  Products: ProductCard[]
  TotalProductCount: number
  // The content service always sends the three below; they are optional so that a component written before them
  // (a fixture, a cached node) still fits: a list without them has no facets yet, no trail and no subcategories.
  Filters?: ProductListFilter[]
  /** From the top-level category down to this one, this one last; empty without a category. */
  Breadcrumbs?: Array<{ Name: string; RelativeUrl: string }>
  /** The category's direct subcategories, in their sort order. */
  Subcategories?: ProductListCategoryLink[]
}
export interface CreateCustomerComponent extends Base<'createCustomer'> {
  Title: string | null
  Text: string | null
  ClientType: 'B2C' | 'B2B'
}
/** The customer club's sign-up form (docs/api/marketing.md): the club terms come from GET bloomreach/clubmemberconsent. */
export interface ClubSignupComponent extends Base<'clubSignup'> {
  Title: string | null
  Text: string | null
}
export type BasketComponent = Base<'basket'>
export type CheckoutComponent = Base<'checkout'>
export interface EmbeddedPopupToolComponent extends Base<'embeddedPopupTool'> {
  /** The pop-up tool's script id (loaded only with marketing consent). */
  ToolId: string
}
export interface CategoryCardsComponent extends Base<'categoryCards'> {
  Title: string | null
  /** Url is the configured link or the site root (docs/product.md §2); NewWindow opens it in a new window. */
  Cards: Array<{ Title: string; Image: Image | null; Url: string; NewWindow: boolean }>
}
export interface ContentBlockComponent extends Base<'contentBlock'> {
  Media: Image | null
  Subtitle: string | null
  Title: string
  Link: Link | null
}
export interface MediaGridComponent extends Base<'mediaGrid'> {
  Title: string | null
  Html: string | null
  /** At most 2 (docs/product.md §2). */
  Images: Image[]
  /** 'Venstre' reverses the layout (docs/product.md §2). */
  LeftRight: 'Venstre' | 'Højre'
  /** Pixels; 600 when not set (docs/product.md §9). */
  Height: number
}
export interface CategoryGalleryComponent extends Base<'categoryGallery'> {
  Title: string | null
  Categories: CategoryTeaser[]
}
export interface EmbedComponent extends Base<'embed'> {
  Provider: 'google-maps' | 'typeform' | 'youtube'
  /** Maps query, Typeform form id or YouTube video id, by provider. */
  Value: string
  Title: string | null
  Height: number
}
export interface RichTextComponent extends Base<'richText'> {
  /** Sanitised HTML; non-absolute links are navigated client-side (docs/product.md §2). */
  Html: string
}
export interface AccordionComponent extends Base<'accordion'> {
  /** 'boxed-reveal' is always open (docs/product.md §2). */
  Variant: 'default' | 'boxed' | 'boxed-reveal'
  Color: 'light' | 'cream' | 'wine'
  Items: Array<{
    Summary: { Content: string; Tags: Array<{ Type: AccordionTagType; Text: string }>; LightFont: boolean }
    Html: string
    Open: boolean
  }>
}
export interface CarouselComponent extends Base<'carousel'> {
  Title: string | null
  /** Two-up carousel: 1.2 slides per view on mobile (docs/product.md §9). */
  Dual: boolean
  Slides: Array<{ Image: Image | null; Title: string | null; Text: string | null; Link: Link | null }>
}

export type Component =
  | ArticleListComponent
  | ArticleHeroComponent
  | BorderComponent
  | CampaignComponent
  | CategoriesComponent
  | CallToActionButtonsComponent
  | EmbeddedMapComponent
  | EmbeddedFormComponent
  | EmbeddedVideoComponent
  | GiftCardDefaultComponent
  | GiftCardStatusComponent
  | HeroSliderComponent
  | ImagesComponent
  | LatestContentComponent
  | ProductCarouselComponent
  | RecommendationCarouselComponent
  | ProductFocusComponent
  | ProductSelectorComponent
  | RecipeListComponent
  | QuoteComponent
  | RichTextCenteredComponent
  | RibbonComponent
  | SimilarProductsComponent
  | SpaceComponent
  | SplitDoorsComponent
  | SellingPointsComponent
  | ProductListComponent
  | CreateCustomerComponent
  | ClubSignupComponent
  | BasketComponent
  | CheckoutComponent
  | EmbeddedPopupToolComponent
  | CategoryCardsComponent
  | ContentBlockComponent
  | MediaGridComponent
  | CategoryGalleryComponent
  | EmbedComponent
  | RichTextComponent
  | AccordionComponent
  | CarouselComponent

export type ComponentType = Component['Type']

/** Every component type, for the seed's landing page test and the storefront registry's exhaustiveness check. */
export const COMPONENT_TYPES = [
  'articleList',
  'articleHero',
  'border',
  'campaign',
  'categories',
  'callToActionButtons',
  'embeddedMap',
  'embeddedForm',
  'embeddedVideo',
  'giftCardDefault',
  'giftCardStatus',
  'heroSlider',
  'images',
  'latestContent',
  'productCarousel',
  'recommendationCarousel',
  'productFocus',
  'productSelector',
  'recipeList',
  'quote',
  'richTextCentered',
  'ribbon',
  'similarProducts',
  'space',
  'splitDoors',
  'sellingPoints',
  'productList',
  'createCustomer',
  'clubSignup',
  'basket',
  'checkout',
  'embeddedPopupTool',
  'categoryCards',
  'contentBlock',
  'mediaGrid',
  'categoryGallery',
  'embed',
  'richText',
  'accordion',
  'carousel',
] as const satisfies readonly ComponentType[]

// Compile-time check that COMPONENT_TYPES names every component type.
type MissingComponentTypes = Exclude<ComponentType, (typeof COMPONENT_TYPES)[number]>
export const COMPONENT_TYPES_ARE_COMPLETE: MissingComponentTypes extends never ? true : never = true

/** A node (docs/api/README.md): a page of the content service. Its Url is the same in both cultures (/en/ is the storefront's prefix). */
export interface Node {
  Id: number
  Name: string
  Url: string
  ContentType: string
  Seo: { Title: string; Description: string | null; OgImage: Image | null }
  Components: Component[]
}
