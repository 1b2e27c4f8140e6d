/**
 * The choices of the blocks' select fields, typed against the component contract so the admin can only store values
 * the storefront knows, and the mapping can check what it reads against the same lists.
 */
import type {
  AccordionComponent,
  AccordionTagType,
  BorderComponent,
  CallToActionButtonsComponent,
  CreateCustomerComponent,
  EmbedComponent,
  MediaGridComponent,
  ProductFocusComponent,
  RecommendationCarouselComponent,
  RibbonComponent,
  SellingPointsComponent,
  SpaceComponent,
} from '@delikat/contract/components'

export const BORDER_COLORS = ['light', 'dark', 'accent'] as const satisfies readonly BorderComponent['Color'][]
export const ALIGNMENTS = ['left', 'center', 'right'] as const satisfies readonly CallToActionButtonsComponent['Alignment'][]
export const BUTTON_VARIANTS = [
  'primary',
  'secondary',
] as const satisfies readonly CallToActionButtonsComponent['Buttons'][number]['Variant'][]
export const RIBBON_COLORS = ['wine', 'gold', 'green', 'charcoal'] as const satisfies readonly RibbonComponent['Color'][]
export const SPACE_SIZES = ['small', 'medium', 'large'] as const satisfies readonly SpaceComponent['Size'][]
export const IMAGE_POSITIONS = ['left', 'right'] as const satisfies readonly ProductFocusComponent['ImagePosition'][]
export const RECOMMENDATION_STRATEGIES = [
  'popular',
  'bestsellers',
  'new',
] as const satisfies readonly RecommendationCarouselComponent['Strategy'][]
export const SELLING_POINT_ICONS = [
  'truck',
  'store',
  'gift',
  'star',
  'leaf',
  'glass',
] as const satisfies readonly SellingPointsComponent['Points'][number]['Icon'][]
export const CLIENT_TYPES = ['B2C', 'B2B'] as const satisfies readonly CreateCustomerComponent['ClientType'][]
/** docs/product.md §2 spells the media grid's sides in Danish; 'Venstre' reverses the layout. */
export const LEFT_RIGHT = ['Venstre', 'Højre'] as const satisfies readonly MediaGridComponent['LeftRight'][]
export const EMBED_PROVIDERS = ['google-maps', 'typeform', 'youtube'] as const satisfies readonly EmbedComponent['Provider'][]
export const ACCORDION_VARIANTS = ['default', 'boxed', 'boxed-reveal'] as const satisfies readonly AccordionComponent['Variant'][]
export const ACCORDION_COLORS = ['light', 'cream', 'wine'] as const satisfies readonly AccordionComponent['Color'][]
export const ACCORDION_TAG_TYPES = ['misc', 'offer', 'member-offer'] as const satisfies readonly AccordionTagType[]

/** The most teasers a latest-content list shows; also the size of an article list left empty, and of a recipe list. */
export const MAX_CONTENT_ITEMS = 12

/** docs/product.md §9: a media grid shows at most 2 images, 600 px high unless the editor sets a height. */
export const MEDIA_GRID_MAX_IMAGES = 2
export const MEDIA_GRID_DEFAULT_HEIGHT = 600

/** Heights of embedded maps, forms and videos in pixels: the default and the range an editor may choose. */
export const EMBED_HEIGHT = { default: 450, min: 200, max: 1200 } as const
/** Forms need more room than maps and videos. */
export const FORM_HEIGHT_DEFAULT = 500

/** A gift card block's amount range when the editor sets none, in øre: 100 kr. to 5.000 kr. */
export const GIFT_CARD_AMOUNT_DEFAULTS = { min: 10_000, max: 500_000 } as const
