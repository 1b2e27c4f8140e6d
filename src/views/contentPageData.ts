// What a CMS page renders, prepared where its data is loaded (src/pages/[[...slug]].tsx): the node without its raw
// components, its parsed blocks, and what the page's head needs from them. Zod and the block schemas run there (on the
// server, and in the browser on a client-side navigation only), not in the page's first-load JavaScript
// (docs/architecture.md §7).
import { parseBlocks, type ParsedBlock } from '@/blocks/parseBlocks'
import type { ContentNode, NodeComponent } from '@/features/content/api/get-node'
import { imageSchema, type Image } from '@/lib/schemas'

export { productListCategoryIds } from '@/blocks/productList/categories'

export type ContentPageData = {
  node: Pick<ContentNode, 'Id' | 'Name' | 'Url' | 'ContentType' | 'Seo'>
  blocks: ParsedBlock[]
  /** The page's share image when the editor set none. */
  shareImage: Image | null
  /** An article hero renders the page's visible h1 itself. */
  hasOwnHeading: boolean
}

/** The page's share image when the editor set none: the article hero's image or the first hero slide's. */
export function fallbackShareImage(components: readonly NodeComponent[]): Image | null {
  for (const component of components) {
    const candidate =
      component.Type === 'articleHero'
        ? component.Image
        : component.Type === 'heroSlider' && Array.isArray(component.Slides)
          ? (component.Slides[0] as { Image?: unknown } | undefined)?.Image
          : undefined
    const parsed = imageSchema.safeParse(candidate)
    if (parsed.success) return parsed.data
  }
  return null
}

/** What was prepared from a node the server keeps for guests (src/features/content/loadContentPage.ts). */
const prepared = new WeakMap<ContentNode, ContentPageData>()

/** The page's data from its node; the same node object gives the same data, prepared once. */
export function toContentPageData(node: ContentNode): ContentPageData {
  const known = prepared.get(node)
  if (known) return known
  const data = prepareContentPageData(node)
  prepared.set(node, data)
  return data
}

function prepareContentPageData({ Components, ...node }: ContentNode): ContentPageData {
  const components = Components ?? []
  return {
    node,
    blocks: parseBlocks(components),
    shareImage: node.Seo?.OgImage ?? fallbackShareImage(components),
    hasOwnHeading: components.some(
      (component) => component.Type === 'articleHero' && typeof component.Title === 'string' && component.Title.trim() !== '',
    ),
  }
}
