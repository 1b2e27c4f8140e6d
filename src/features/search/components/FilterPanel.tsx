// The search filters (docs/product.md §9 filter types): MultiSelect as checkboxes with counts, Range as two number fields,
// Toggle as a checkbox with its count. An option with no matches is disabled unless it is chosen, so a choice
// can always be undone. Every change goes back to page 1. A long list (a whole catalogue's producers) shows its
// most common options and the chosen ones until "Vis alle" opens the rest (../foldedOptions.ts).
import { useId, useState } from 'react'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { Button } from '@/components/Button/Button'
import type { SearchFilter } from '../api/search-products'
import {
  MULTI_SELECT_KEYS,
  RANGE_KEYS,
  TOGGLE_KEYS,
  hasActiveFilters,
  withoutFilters,
  type MultiSelectKey,
  type Range,
  type RangeKey,
  type SearchState,
  type ToggleKey,
} from '../searchState'
import { FOLDED_OPTION_COUNT, foldedOptions, optionTotal } from '../foldedOptions'
import { CheckList, CheckRow, FilterFieldset, FilterLegend, OptionCount } from './filterStyles'
import { RangeFilter } from './RangeFilter'
import { theme } from '@/styles/theme'

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
  margin-bottom: ${theme.space.sm};

  h2 {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
  }
`

const isKey = <K extends string>(keys: readonly K[], key: string): key is K => (keys as readonly string[]).includes(key)

const MoreOptions = styled(Button)`
  margin-top: ${theme.space.xs};
`

function MultiSelectFilter({
  filter,
  chosen,
  onToggle,
  onWantAllOptions,
}: {
  filter: SearchFilter
  chosen: readonly string[]
  onToggle: (value: string, checked: boolean) => void
  onWantAllOptions?: () => void
}) {
  const { t } = useTranslation()
  const listId = useId()
  const [unfolded, setUnfolded] = useState(false)
  const options = filter.Options ?? []
  const total = optionTotal(filter)
  const shown = unfolded ? options : foldedOptions(options, chosen)
  const toggleFolded = () => {
    // Only the folded options came with the page: the rest are fetched now.
    if (!unfolded && options.length < total) onWantAllOptions?.()
    setUnfolded((open) => !open)
  }
  return (
    <FilterFieldset>
      <FilterLegend>{filter.Label}</FilterLegend>
      <CheckList id={listId}>
        {shown.map((option) => {
          const checked = chosen.includes(option.Value)
          const disabled = option.Count === 0 && !checked
          return (
            <li key={option.Value}>
              <CheckRow $disabled={disabled}>
                <input
                  type="checkbox"
                  name={filter.Key}
                  value={option.Value}
                  checked={checked}
                  disabled={disabled}
                  onChange={(event) => onToggle(option.Value, event.target.checked)}
                />
                {option.Label}
                <OptionCount>{t('Search.OptionCount', { value: option.Count })}</OptionCount>
              </CheckRow>
            </li>
          )
        })}
      </CheckList>
      {total > FOLDED_OPTION_COUNT ? (
        <MoreOptions type="button" $variant="ghost" aria-expanded={unfolded} aria-controls={listId} onClick={toggleFolded}>
          {unfolded ? t('Search.FewerOptions') : t('Search.AllOptions', { count: total })}
        </MoreOptions>
      ) : null}
    </FilterFieldset>
  )
}

type Props = {
  filters: readonly SearchFilter[]
  state: SearchState
  onChange: (next: SearchState) => void
  /** A list shown folded came without its other options (a CMS page's first page): fetch them. */
  onWantAllOptions?: () => void
  /** In the phone's filter drawer (FilterDrawer), which has its own title and "Ryd alle": the groups only. */
  inDrawer?: boolean
}

export function FilterPanel({ filters, state, onChange, onWantAllOptions, inDrawer = false }: Props) {
  const { t } = useTranslation()
  const apply = (next: Omit<SearchState, 'pages'>) => onChange({ ...next, pages: 1 })

  const toggleValue = (key: MultiSelectKey, value: string, checked: boolean) => {
    const current = state.multiSelect[key] ?? []
    const chosen = checked ? [...current.filter((v) => v !== value), value] : current.filter((v) => v !== value)
    const multiSelect = { ...state.multiSelect }
    if (chosen.length > 0) multiSelect[key] = chosen
    else delete multiSelect[key]
    apply({ ...state, multiSelect })
  }

  const setRange = (key: RangeKey, range: Range) => {
    const ranges = { ...state.ranges }
    if (range.min === undefined && range.max === undefined) delete ranges[key]
    else ranges[key] = range
    apply({ ...state, ranges })
  }

  const setToggle = (key: ToggleKey, on: boolean) => {
    const toggles = TOGGLE_KEYS.filter((other) => (other === key ? on : state.toggles.includes(other)))
    apply({ ...state, toggles })
  }

  const toggles = filters.filter((filter) => filter.FilterType === 'Toggle' && isKey(TOGGLE_KEYS, filter.Key))

  return (
    <div>
      {inDrawer ? null : (
        <Head>
          <h2>{t('Search.Filters')}</h2>
          {hasActiveFilters(state) ? (
            <Button type="button" $variant="ghost" onClick={() => onChange(withoutFilters(state))}>
              {t('Search.ResetFilters')}
            </Button>
          ) : null}
        </Head>
      )}
      {filters.map((filter) => {
        const key = filter.Key
        if (filter.FilterType === 'MultiSelect' && isKey(MULTI_SELECT_KEYS, key)) {
          return (
            <MultiSelectFilter
              key={key}
              filter={filter}
              chosen={state.multiSelect[key] ?? []}
              onToggle={(value, checked) => toggleValue(key, value, checked)}
              onWantAllOptions={onWantAllOptions}
            />
          )
        }
        if (filter.FilterType === 'Range' && isKey(RANGE_KEYS, key)) {
          return (
            <RangeFilter
              key={key}
              filter={filter}
              value={state.ranges[key]}
              onChange={(range) => setRange(key, range)}
              applyPendingOnUnmount={inDrawer}
            />
          )
        }
        return null
      })}
      {toggles.length > 0 ? (
        <FilterFieldset>
          <FilterLegend>{t('Search.ShowOnly')}</FilterLegend>
          <CheckList>
            {toggles.map((filter) => {
              const key = filter.Key as ToggleKey
              const option = filter.Options?.[0]
              const checked = state.toggles.includes(key)
              const count = option?.Count ?? 0
              const disabled = count === 0 && !checked
              return (
                <li key={key}>
                  <CheckRow $disabled={disabled}>
                    <input
                      type="checkbox"
                      role="switch"
                      name={key}
                      checked={checked}
                      disabled={disabled}
                      onChange={(event) => setToggle(key, event.target.checked)}
                    />
                    {option?.Label || filter.Label}
                    <OptionCount>{t('Search.OptionCount', { value: count })}</OptionCount>
                  </CheckRow>
                </li>
              )
            })}
          </CheckList>
        </FilterFieldset>
      ) : null}
    </div>
  )
}
