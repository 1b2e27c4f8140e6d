// The category of each product list among a page's components, for the server to fetch the lists a URL's filters,
// sort or pages ask for (features/category/prefetchProductLists). A component that is no product list, or one that
// does not parse, is skipped, as the page skips rendering it.
import { productListSchema } from './schema'

export function productListCategoryIds(components: readonly unknown[]): (number | null)[] {
  return components.flatMap((component) => {
    const parsed = productListSchema.safeParse(component)
    return parsed.success ? [parsed.data.CategoryId] : []
  })
}
