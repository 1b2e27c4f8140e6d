// A long filter list (a whole catalogue's producers) shows its most common options and the chosen ones until "Vis
// alle" opens the rest. A CMS page's product list carries only the folded options in its page data
// (src/features/content/slimNode.ts): the rest is fetched when the shopper opens the list (docs/adr/0032).
import type { SearchFilter } from './api/search-products'

/** Our choice: how many options a folded list shows. */
export const FOLDED_OPTION_COUNT = 8

type Option = NonNullable<SearchFilter['Options']>[number]

/** The options a folded list shows: the most common ones and every chosen one, in the list's own order. */
export function foldedOptions(options: readonly Option[], chosen: readonly string[]): Option[] {
  if (options.length <= FOLDED_OPTION_COUNT) return [...options]
  const common = new Set(
    [...options]
      .sort((a, b) => b.Count - a.Count)
      .slice(0, FOLDED_OPTION_COUNT)
      .map((option) => option.Value),
  )
  return options.filter((option) => common.has(option.Value) || chosen.includes(option.Value))
}

/** How many options the filter has in all, when only the folded ones came with it. */
export const optionTotal = (filter: SearchFilter): number => filter.OptionTotal ?? filter.Options?.length ?? 0
