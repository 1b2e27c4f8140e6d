/**
 * Maps a stored Payload block (read with depth 2) to its contract shape (./types). One case per component type.
 * Lists the shop computes rather than the editor picks (newest articles, recommendations, a product list) cannot
 * come from the stored block: `toComponent` leaves them empty and notes a query, `enrichComponents` runs the queries.
 */
import type { Image } from '@delikat/contract/catalogue'
import type { Payload, Where } from 'payload'
import { MAX_CONTENT_ITEMS } from '../../blocks/articles'
import { embedValue } from '../../blocks/embed-values'
import {
  ACCORDION_COLORS,
  ACCORDION_TAG_TYPES,
  ACCORDION_VARIANTS,
  ALIGNMENTS,
  BORDER_COLORS,
  BUTTON_VARIANTS,
  CLIENT_TYPES,
  EMBED_HEIGHT,
  EMBED_PROVIDERS,
  FORM_HEIGHT_DEFAULT,
  GIFT_CARD_AMOUNT_DEFAULTS,
  IMAGE_POSITIONS,
  LEFT_RIGHT,
  MEDIA_GRID_DEFAULT_HEIGHT,
  MEDIA_GRID_MAX_IMAGES,
  RECOMMENDATION_STRATEGIES,
  RIBBON_COLORS,
  SELLING_POINT_ICONS,
  SPACE_SIZES,
} from '../../blocks/options'
import { dbPool } from '../../db/pool'
import { toImage } from '../../shop/catalogue/image'
import { extrasOf, loadProductExtras } from '../../shop/pricing/load-pricing'
import { toProductCard, type ProductDoc } from '../../shop/catalogue/product-card'
import { loadCategoryGroup } from '../../shop/catalogue/categories'
import { searchProducts } from '../../shop/catalogue/search'
import { PRODUCT_SEARCH_FIRST_PAGE } from '../../shop/catalogue/search-query'
import type { ShopContext } from '../../shop/context'
import type { ProductListCategoryLink, ProductListComponent, ProductListFilter } from '@delikat/contract/components'
import { isRecipeCourse, toRecipeCard, toRecipeTeaser, type RecipeCourse, type RecipeDoc } from '../../shop/recipes/recipe-card'
import { newestRecipeCards } from '../../shop/recipes/recipes'
import type { Culture } from '../../shop/constants'
import { resolveLink } from '../links'
import { richTextToHtml } from '../richtext'
import type { CategoryTeaser, Component, ContentTeaser, ProductCard, RecipeTeaser, RecommendationCarouselComponent } from '@delikat/contract/components'

export interface MapContext {
  culture: Culture
  /** Whom the page is for: prices follow the customer type (B2B excl. VAT); null or absent for the public. */
  customer?: ShopContext['customer']
}

const isB2BReader = (ctx: MapContext) => ctx.customer?.clientType === 'B2B'

type Row = Record<string, unknown>
type Block = Row & { blockType: string; id?: string | null }

/** SPEC §9: the first page of a product list holds 18 products. */
export const PRODUCT_LIST_PAGE_SIZE = 18
/** How many products a recommendation carousel shows. */
export const RECOMMENDATION_COUNT = 8

const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value)
const rows = (value: unknown): Row[] => (Array.isArray(value) ? value.filter(isRow) : [])
/** A non-empty string, else null. */
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null)
const str = (value: unknown, fallback = ''): string => text(value) ?? fallback
const oneOf = <T extends string>(value: unknown, options: readonly T[], fallback: T): T =>
  options.includes(value as T) ? (value as T) : fallback
const positive = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback
const link = (value: unknown) => resolveLink(isRow(value) ? value : null)
const html = (value: unknown): string => richTextToHtml(value)

/**
 * Cards made from the populated documents of a page, each remembered with its document so enrichComponents can
 * price them (campaigns, before price, variants) in one bulk read for the whole page.
 */
const unpriced = new WeakMap<ProductCard, ProductDoc>()

const productCard = (value: unknown, ctx: MapContext): ProductCard | null => {
  if (!isRow(value) || typeof value.id !== 'number') return null
  const doc = value as unknown as ProductDoc
  const card = toProductCard(doc, { culture: ctx.culture, isB2B: isB2BReader(ctx) })
  unpriced.set(card, doc)
  return card
}

const products = (value: unknown, ctx: MapContext): ProductCard[] =>
  (Array.isArray(value) ? value : []).map((p) => productCard(p, ctx)).filter((p): p is ProductCard => p !== null)

const images = (value: unknown): Image[] =>
  (Array.isArray(value) ? value : []).map(toImage).filter((i): i is Image => i !== null)

/** A page (read with depth ≥ 1) as a teaser; pages the reader may not see stay ids and are left out. */
export function toContentTeaser(page: unknown): ContentTeaser | null {
  if (!isRow(page) || typeof page.id !== 'number' || typeof page.url !== 'string') return null
  return {
    Id: page.id,
    Title: str(page.title),
    Teaser: text(page.teaser),
    Url: page.url,
    Image: toImage(page.teaserImage),
    Date: text(page.publishedAt),
  }
}

/** Category teasers are entered by hand; one without a working link leads to the site root (SPEC §2). */
const categoryTeasers = (value: unknown): CategoryTeaser[] =>
  rows(value).map((c) => ({ Name: str(c.name), Url: link(c.link)?.Url ?? '/', Image: toImage(c.image) }))

type Filler = (payload: Payload, ctx: MapContext) => Promise<void>
/** Queries noted by toComponent for the components it left partly empty, run by enrichComponents. */
const fillers = new WeakMap<Component, Filler>()

function later<C extends Component>(component: C, fill: (component: C, payload: Payload, ctx: MapContext) => Promise<void>): C {
  fillers.set(component, (payload, ctx) => fill(component, payload, ctx))
  return component
}

/** The component for a block, or null for a block type the contract does not know (it is then left out). */
export function toComponent(block: Block, ctx: MapContext): Component | null {
  const base = { Id: String(block.id ?? '') }
  switch (block.blockType) {
    case 'articleList': {
      const picked = Array.isArray(block.articles) && block.articles.length > 0
      const component = {
        ...base,
        Type: 'articleList' as const,
        Title: text(block.title),
        Articles: rows(block.articles)
          .map(toContentTeaser)
          .filter((t): t is ContentTeaser => t !== null),
      }
      // An editor who picks no articles gets the newest ones.
      return picked ? component : later(component, async (c, payload, ctx) => void (c.Articles = await newestArticles(payload, ctx, MAX_CONTENT_ITEMS)))
    }
    case 'articleHero':
      return {
        ...base,
        Type: 'articleHero',
        Title: str(block.title),
        Subtitle: text(block.subtitle),
        Image: toImage(block.image),
        Date: text(block.date),
        Author: text(block.author),
      }
    case 'border':
      return { ...base, Type: 'border', Color: oneOf(block.color, BORDER_COLORS, 'light') }
    case 'campaign':
      return {
        ...base,
        Type: 'campaign',
        Title: str(block.title),
        Text: text(block.text),
        Image: toImage(block.image),
        Link: link(block.link),
        Products: products(block.products, ctx),
      }
    case 'categories':
      return { ...base, Type: 'categories', Title: text(block.title), Categories: categoryTeasers(block.items) }
    case 'callToActionButtons':
      return {
        ...base,
        Type: 'callToActionButtons',
        Alignment: oneOf(block.alignment, ALIGNMENTS, 'center'),
        Buttons: rows(block.buttons).flatMap((b) => {
          const resolved = link(b.link)
          return resolved ? [{ Link: resolved, Variant: oneOf(b.variant, BUTTON_VARIANTS, 'primary') }] : []
        }),
      }
    case 'embeddedMap':
      return { ...base, Type: 'embeddedMap', Title: text(block.title), Query: str(block.query), Height: positive(block.height, EMBED_HEIGHT.default) }
    case 'embeddedForm':
      return { ...base, Type: 'embeddedForm', Title: text(block.title), FormId: str(block.formId), Height: positive(block.height, FORM_HEIGHT_DEFAULT) }
    case 'embeddedVideo':
      return { ...base, Type: 'embeddedVideo', Title: text(block.title), VideoId: str(block.videoId), Thumbnail: toImage(block.thumbnail) }
    case 'giftCardDefault':
      return {
        ...base,
        Type: 'giftCardDefault',
        Title: str(block.title),
        Text: text(block.text),
        Image: toImage(block.image),
        Amounts: (Array.isArray(block.amounts) ? block.amounts : []).filter((a): a is number => Number.isInteger(a) && a > 0),
        MinAmount: positive(block.minAmount, GIFT_CARD_AMOUNT_DEFAULTS.min),
        MaxAmount: positive(block.maxAmount, GIFT_CARD_AMOUNT_DEFAULTS.max),
      }
    case 'giftCardStatus':
      return { ...base, Type: 'giftCardStatus', Title: str(block.title), Text: text(block.text) }
    case 'heroSlider':
      return {
        ...base,
        Type: 'heroSlider',
        Slides: rows(block.slides).map((s) => ({
          Title: str(s.title),
          Text: text(s.text),
          Image: toImage(s.image),
          Link: s.linkUrl ? { Url: String(s.linkUrl), Text: str(s.linkText) } : null,
        })),
      }
    case 'images':
      return {
        ...base,
        Type: 'images',
        Images: rows(block.images).flatMap((i) => {
          const image = toImage(i.image)
          return image ? [{ Image: image, Caption: text(i.caption) }] : []
        }),
      }
    case 'latestContent': {
      const limit = Math.min(Math.round(positive(block.limit, 3)), MAX_CONTENT_ITEMS)
      return later({ ...base, Type: 'latestContent' as const, Title: text(block.title), Items: [] as ContentTeaser[] }, async (c, payload, ctx) => {
        c.Items = await newestArticles(payload, ctx, limit)
      })
    }
    case 'productCarousel':
      return { ...base, Type: 'productCarousel', Title: text(block.title), Products: products(block.products, ctx) }
    case 'recommendationCarousel': {
      const strategy = oneOf(block.strategy, RECOMMENDATION_STRATEGIES, 'popular')
      return later(
        { ...base, Type: 'recommendationCarousel' as const, Title: text(block.title), Strategy: strategy, Products: [] as ProductCard[] },
        async (c, payload, ctx) => void (c.Products = await recommendations(payload, ctx, strategy)),
      )
    }
    case 'productFocus':
      return {
        ...base,
        Type: 'productFocus',
        Title: text(block.title),
        Text: text(block.text),
        Image: toImage(block.image),
        ImagePosition: oneOf(block.imagePosition, IMAGE_POSITIONS, 'left'),
        Product: productCard(block.product, ctx),
      }
    case 'productSelector':
      return { ...base, Type: 'productSelector', Title: text(block.title), Text: text(block.text), Products: products(block.products, ctx) }
    case 'recipeList': {
      // Picked recipes come populated with the page, in the editor's order; an empty pick lists the newest.
      const picked = Array.isArray(block.recipes) && block.recipes.length > 0
      const component = {
        ...base,
        Type: 'recipeList' as const,
        Title: text(block.title),
        Recipes: rows(block.recipes)
          .filter((r) => typeof r.id === 'number' && typeof r.name === 'string' && typeof r.friendlyUrlName === 'string')
          .map((r) => toRecipeTeaser(toRecipeCard(r as unknown as RecipeDoc))),
      }
      if (picked) return component
      const course = isRecipeCourse(block.course) ? block.course : null
      const limit = Math.min(Math.round(positive(block.limit, RECIPE_LIST_DEFAULT_LIMIT)), MAX_CONTENT_ITEMS)
      return later(component, async (c, payload, ctx) => void (c.Recipes = await newestRecipeTeasers(payload, ctx, course, limit)))
    }
    case 'quote':
      return { ...base, Type: 'quote', Quote: str(block.quote), Author: text(block.author), Image: toImage(block.image) }
    case 'richTextCentered':
      return { ...base, Type: 'richTextCentered', Html: html(block.content) }
    case 'ribbon':
      return { ...base, Type: 'ribbon', Text: str(block.text), Link: link(block.link), Color: oneOf(block.color, RIBBON_COLORS, 'wine') }
    case 'similarProducts':
      return { ...base, Type: 'similarProducts', Title: text(block.title), Products: products(block.products, ctx) }
    case 'space':
      return { ...base, Type: 'space', Size: oneOf(block.size, SPACE_SIZES, 'medium') }
    case 'splitDoors':
      return {
        ...base,
        Type: 'splitDoors',
        Doors: rows(block.doors).map((d) => ({ Title: str(d.title), Text: text(d.text), Image: toImage(d.image), Link: link(d.link) })),
      }
    case 'sellingPoints':
      return {
        ...base,
        Type: 'sellingPoints',
        Points: rows(block.points).map((p) => ({ Icon: oneOf(p.icon, SELLING_POINT_ICONS, 'star'), Title: str(p.title), Text: text(p.text) })),
      }
    case 'productList': {
      const categoryId = typeof block.categoryId === 'number' && block.categoryId > 0 ? block.categoryId : null
      return later(
        {
          ...base,
          Type: 'productList' as const,
          Title: text(block.title),
          CategoryId: categoryId,
          Products: [] as ProductCard[],
          TotalProductCount: 0,
          Filters: [] as ProductListFilter[],
          Breadcrumbs: [] as NonNullable<ProductListComponent['Breadcrumbs']>,
          Subcategories: [] as ProductListCategoryLink[],
        },
        async (c, payload, ctx) => void Object.assign(c, await productListPage(payload, ctx, c.CategoryId, c.Title)),
      )
    }
    case 'createCustomer':
      return {
        ...base,
        Type: 'createCustomer',
        Title: text(block.title),
        Text: text(block.text),
        ClientType: oneOf(block.clientType, CLIENT_TYPES, 'B2C'),
      }
    case 'basket':
      return { ...base, Type: 'basket' }
    case 'checkout':
      return { ...base, Type: 'checkout' }
    case 'embeddedPopupTool':
      return { ...base, Type: 'embeddedPopupTool', ToolId: str(block.toolId) }
    case 'categoryCards':
      return {
        ...base,
        Type: 'categoryCards',
        Title: text(block.title),
        Cards: rows(block.cards).map((c) => ({
          Title: str(c.title),
          Image: toImage(c.image),
          // SPEC §2: the configured link, or the site root when there is none.
          Url: link(c.link)?.Url ?? '/',
          NewWindow: isRow(c.link) && c.link.newWindow === true,
        })),
      }
    case 'contentBlock':
      return {
        ...base,
        Type: 'contentBlock',
        Media: toImage(block.media),
        Subtitle: text(block.subtitle),
        Title: str(block.title),
        Link: link(block.link),
      }
    case 'mediaGrid':
      return {
        ...base,
        Type: 'mediaGrid',
        Title: text(block.title),
        Html: text(html(block.content)),
        // SPEC §9: at most 2 images, 600 px high by default.
        Images: images(block.images).slice(0, MEDIA_GRID_MAX_IMAGES),
        LeftRight: oneOf(block.leftRight, LEFT_RIGHT, 'Højre'),
        Height: positive(block.height, MEDIA_GRID_DEFAULT_HEIGHT),
      }
    case 'categoryGallery':
      return { ...base, Type: 'categoryGallery', Title: text(block.title), Categories: categoryTeasers(block.items) }
    case 'embed': {
      const provider = oneOf(block.provider, EMBED_PROVIDERS, 'youtube')
      return {
        ...base,
        Type: 'embed',
        Provider: provider,
        // The maps query, the Typeform form id or the YouTube video id, even when a whole link was stored.
        Value: embedValue(provider, str(block.value)),
        Title: text(block.title),
        Height: positive(block.height, EMBED_HEIGHT.default),
      }
    }
    case 'richText':
      return { ...base, Type: 'richText', Html: html(block.content) }
    case 'accordion': {
      const variant = oneOf(block.variant, ACCORDION_VARIANTS, 'default')
      return {
        ...base,
        Type: 'accordion',
        Variant: variant,
        Color: oneOf(block.color, ACCORDION_COLORS, 'light'),
        Items: rows(block.items).map((item) => ({
          Summary: {
            Content: str(item.summary),
            Tags: rows(item.tags)
              .filter((t) => text(t.text) !== null)
              .map((t) => ({ Type: oneOf(t.type, ACCORDION_TAG_TYPES, 'misc'), Text: str(t.text) })),
            LightFont: item.lightFont === true,
          },
          Html: html(item.content),
          // SPEC §2: the boxed-reveal variant is always open; others only when the editor says so.
          Open: variant === 'boxed-reveal' || item.open === true,
        })),
      }
    }
    case 'carousel':
      return {
        ...base,
        Type: 'carousel',
        Title: text(block.title),
        Dual: block.dual === true,
        Slides: rows(block.slides).map((s) => ({ Image: toImage(s.image), Title: text(s.title), Text: text(s.text), Link: link(s.link) })),
      }
    default:
      return null
  }
}

/**
 * Fills the lists toComponent left empty (newest articles, recommendations, product lists), in place and in
 * parallel, as the public reads them: published pages only, B2C prices. Returns the same array.
 */
export async function enrichComponents(payload: Payload, components: Component[], ctx: MapContext): Promise<Component[]> {
  await Promise.all(components.map((c) => fillers.get(c)?.(payload, ctx)))
  await priceCards(payload, components, ctx)
  return components
}

/** Every product card in the components that still has its unpriced document, found by walking them. */
function unpricedCards(value: unknown, found: Array<[ProductCard, ProductDoc]>): void {
  if (Array.isArray(value)) {
    for (const item of value) unpricedCards(item, found)
  } else if (isRow(value)) {
    const doc = unpriced.get(value as unknown as ProductCard)
    if (doc) found.push([value as unknown as ProductCard, doc])
    else for (const child of Object.values(value)) unpricedCards(child, found)
  }
}

/** The reader's prices (the public's, or a business customer's excl. VAT) with campaigns, before prices and variants,
 * for all of a page's cards at once. */
async function priceCards(payload: Payload, components: Component[], ctx: MapContext): Promise<void> {
  const found: Array<[ProductCard, ProductDoc]> = []
  unpricedCards(components, found)
  if (found.length === 0) return
  const extras = await loadProductExtras(dbPool(payload), found.map(([, doc]) => doc.id), ctx.culture)
  for (const [card, doc] of found) {
    Object.assign(card, toProductCard(doc, { culture: ctx.culture, isB2B: isB2BReader(ctx) }, extrasOf(extras, doc.id)))
    unpriced.delete(card)
  }
}

/** Published articles, newest first; an article without a publication date is in no such list. */
async function newestArticles(payload: Payload, ctx: MapContext, limit: number): Promise<ContentTeaser[]> {
  const result = await payload.find({
    collection: 'pages',
    where: { and: [{ contentType: { equals: 'Article' } }, { publishedAt: { exists: true } }] },
    sort: '-publishedAt',
    limit,
    depth: 1,
    locale: ctx.culture,
    fallbackLocale: 'da',
    overrideAccess: false,
    draft: false,
    // Only what a teaser needs: a page's components are many tables.
    select: { title: true, url: true, teaser: true, teaserImage: true, publishedAt: true },
  })
  return result.docs.map(toContentTeaser).filter((t): t is ContentTeaser => t !== null)
}

const productQuery = (payload: Payload, ctx: MapContext, options: { where?: Where; sort: string; limit: number }) =>
  payload.find({
    collection: 'products',
    ...options,
    depth: 1,
    locale: ctx.culture,
    fallbackLocale: 'da',
    overrideAccess: false,
  })

/**
 * The shop's own recommendations: 'new' are the newest products; 'popular' the best reviewed. 'bestsellers' are
 * the best reviewed too until the shop has orders to count.
 */
async function recommendations(
  payload: Payload,
  ctx: MapContext,
  strategy: RecommendationCarouselComponent['Strategy'],
): Promise<ProductCard[]> {
  const result =
    strategy === 'new'
      ? await productQuery(payload, ctx, { sort: '-createdAt', limit: RECOMMENDATION_COUNT })
      : await productQuery(payload, ctx, { where: { 'review.score': { exists: true } }, sort: '-review.score', limit: RECOMMENDATION_COUNT })
  return products(result.docs, ctx)
}

/**
 * A product list's first page: the shop's own search (18, Popularity, no filters) for the category and its
 * subcategories, priced for the reader, with the category's name, trail and subcategories. A category
 * that no longer exists lists nothing rather than the whole catalogue.
 */
export async function productListPage(
  payload: Payload,
  ctx: MapContext,
  categoryId: number | null,
  title: string | null,
): Promise<Omit<ProductListComponent, 'Type' | 'Id' | 'CategoryId'>> {
  const shop: ShopContext = { payload, culture: ctx.culture, customer: ctx.customer ?? null }
  const request = {
    ...(categoryId !== null ? { CategoryId: categoryId } : {}),
    PageNumber: PRODUCT_SEARCH_FIRST_PAGE,
    PageSize: PRODUCT_LIST_PAGE_SIZE,
    Sort: 'Popularity' as const,
    Filters: [],
  }
  const [group, result] = await Promise.all([
    categoryId !== null ? loadCategoryGroup(shop, categoryId) : Promise.resolve(undefined),
    searchProducts(shop, request),
  ])
  if (categoryId !== null && !group) {
    return { Title: title, Products: [], TotalProductCount: 0, Filters: [], Breadcrumbs: [], Subcategories: [] }
  }
  return {
    Title: title ?? group?.Name ?? null,
    Products: result.Products,
    TotalProductCount: result.TotalProductCount,
    Filters: result.Filters,
    Breadcrumbs: group?.Breadcrumbs ?? [],
    Subcategories: (group?.Children ?? []).map((child) => ({ CategoryId: child.CategoryId, Name: child.Name, RelativeUrl: child.RelativeUrl })),
  }
}

/** How many recipes a recipe list left empty shows when the editor set no limit (the block's default). */
const RECIPE_LIST_DEFAULT_LIMIT = 6

/** The newest recipes (of one course when set) for a recipe list the editor left without picks. */
async function newestRecipeTeasers(payload: Payload, ctx: MapContext, course: RecipeCourse | null, limit: number): Promise<RecipeTeaser[]> {
  return (await newestRecipeCards(payload, ctx.culture, { course, limit })).map(toRecipeTeaser)
}
