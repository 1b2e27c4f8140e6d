// The filters of a product list in a drawer, below 1024 px where the list has no side column (docs/features.md
// "Listings that fit a phone"). It is the shop's Modal (a real dialog: focus moves in and is trapped, Escape, the
// close button and a tap outside close it, focus goes back to "Filtrér", the page behind does not scroll), holding
// the same groups as the side panel. Every choice applies at once, as in the side panel, so the footer's "Vis N varer"
// counts from the very query the list shows; it closes the drawer. Loaded on the first tap on "Filtrér"
// (ProductResults), so neither this nor framer-motion weighs on the page's first load.
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { Button } from '@/components/Button/Button'
import { Modal } from '@/components/Modal/Modal'
import type { SearchFilter } from '../api/search-products'
import { hasActiveFilters, withoutFilters, type SearchState } from '../searchState'
import { FilterPanel } from './FilterPanel'
import { theme } from '@/styles/theme'

// Sticks to the bottom of the drawer's scrolling panel; out to the edges over the drawer body's padding, and clear
// of an iPhone's home indicator.
const Footer = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 1;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${theme.space.sm};
  margin: ${`${theme.space.md} -${theme.space.lg} -${theme.space.lg}`};
  padding: ${`${theme.space.sm} ${theme.space.lg}`};
  padding-bottom: calc(${theme.space.sm} + env(safe-area-inset-bottom, 0px));
  border-top: 1px solid ${theme.colors.border};
  background: ${theme.colors.background};
`

type Props = {
  open: boolean
  onClose: () => void
  filters: readonly SearchFilter[]
  state: SearchState
  onChange: (next: SearchState) => void
  onWantAllOptions?: () => void
  /** The list's total for the chosen filters; null while it is being fetched for them, or when that failed. */
  count: number | null
  /** The count is being fetched (the button says so). */
  counting: boolean
}

export function FilterDrawer({ open, onClose, filters, state, onChange, onWantAllOptions, count, counting }: Props) {
  const { t } = useTranslation()
  let show: string
  if (counting) show = t('Listing.ShowResultsCounting')
  else if (count === null) show = t('Listing.ShowResultsPlain')
  else show = t('Listing.ShowResults', { count })
  return (
    <Modal open={open} onClose={onClose} title={t('Search.Filters')} variant="drawer">
      <FilterPanel filters={filters} state={state} onChange={onChange} onWantAllOptions={onWantAllOptions} inDrawer />
      <Footer>
        <Button type="button" $variant="secondary" disabled={!hasActiveFilters(state)} onClick={() => onChange(withoutFilters(state))}>
          {t('Listing.ClearAll')}
        </Button>
        <Button type="button" aria-busy={counting} aria-live="polite" onClick={onClose} data-testid="filter-drawer-show">
          {show}
        </Button>
      </Footer>
    </Modal>
  )
}
