// The chosen filters of a list one by one, each with what removes it: the chips above the results and the count on
// the phone's "Filtrér (2)" button (docs/features.md "Listings that fit a phone"). A value counts once, a range once.
import type { SearchFilter } from '../api/search-products'
import { MULTI_SELECT_KEYS, RANGE_KEYS, TOGGLE_KEYS, type Range, type SearchState } from '../searchState'

export type ActiveFilter =
  | { kind: 'value'; id: string; label: string; groupLabel: string; remove: (state: SearchState) => SearchState }
  | { kind: 'range'; id: string; groupLabel: string; range: Range; remove: (state: SearchState) => SearchState }
  | { kind: 'toggle'; id: string; label: string; remove: (state: SearchState) => SearchState }

/** Every change of the filters starts the list again from page 1 (as FilterPanel does). */
const onFirstPage = (state: SearchState): SearchState => ({ ...state, pages: 1 })

export function activeFilters(state: SearchState, filters: readonly SearchFilter[]): ActiveFilter[] {
  const filterOf = (key: string) => filters.find((filter) => filter.Key === key)
  const chosen: ActiveFilter[] = []
  for (const key of MULTI_SELECT_KEYS) {
    const filter = filterOf(key)
    for (const value of state.multiSelect[key] ?? []) {
      chosen.push({
        kind: 'value',
        id: `${key}=${value}`,
        // The facet's own label for the value; a value the answer does not list (yet) shows as it stands in the URL.
        label: filter?.Options?.find((option) => option.Value === value)?.Label || value,
        groupLabel: filter?.Label || key,
        remove: (current) => {
          const rest = (current.multiSelect[key] ?? []).filter((other) => other !== value)
          const multiSelect = { ...current.multiSelect }
          if (rest.length > 0) multiSelect[key] = rest
          else delete multiSelect[key]
          return onFirstPage({ ...current, multiSelect })
        },
      })
    }
  }
  for (const key of RANGE_KEYS) {
    const range = state.ranges[key]
    if (!range) continue
    chosen.push({
      kind: 'range',
      id: key,
      groupLabel: filterOf(key)?.Label || key,
      range,
      remove: (current) => {
        const ranges = { ...current.ranges }
        delete ranges[key]
        return onFirstPage({ ...current, ranges })
      },
    })
  }
  for (const key of TOGGLE_KEYS) {
    if (!state.toggles.includes(key)) continue
    const filter = filterOf(key)
    chosen.push({
      kind: 'toggle',
      id: key,
      label: filter?.Options?.[0]?.Label || filter?.Label || key,
      remove: (current) => onFirstPage({ ...current, toggles: current.toggles.filter((other) => other !== key) }),
    })
  }
  return chosen
}
