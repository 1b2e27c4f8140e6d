// The chosen filters as removable chips above a product list, on every width (docs/features.md "Listings that fit a
// phone"): on a phone the filters themselves are in a drawer, so this is where a shopper sees what narrows the list.
// A chip's button removes its filter; focus then moves to the chip that took its place, or, when none is left, to
// what the caller names (the result count).
import { useEffect, useRef } from 'react'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { Button } from '@/components/Button/Button'
import { withoutFilters, type SearchState } from '../searchState'
import type { ActiveFilter } from './activeFilters'
import { theme } from '@/styles/theme'

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.xs};
  margin-bottom: ${theme.space.md};
`

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  min-width: 0;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    max-width: 100%;
  }
`

const Chip = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  min-height: 40px;
  max-width: 100%;
  padding: ${`${theme.space.xxs} ${theme.space.sm} ${theme.space.xxs} ${theme.space.md}`};
  border: 2px solid ${theme.colors.borderStrong};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font: inherit;
  font-size: ${theme.fontSizes.sm};
  text-align: left;
  overflow-wrap: anywhere;
  cursor: pointer;

  svg {
    flex-shrink: 0;
    width: 12px;
    height: 12px;
  }

  &:hover {
    border-color: ${theme.colors.primary};
    color: ${theme.colors.primary};
  }

  &:focus-visible {
    ${theme.focusRing}
  }
`

function RemoveIcon() {
  return (
    <svg viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="m2 2 8 8M10 2 2 10" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
}

type Props = {
  chosen: readonly ActiveFilter[]
  state: SearchState
  onChange: (next: SearchState) => void
  /** Where focus goes when the last chip is gone. */
  onEmptied?: () => void
}

export function ActiveFilterChips({ chosen, state, onChange, onEmptied }: Props) {
  const { t } = useTranslation()
  const listRef = useRef<HTMLUListElement>(null)
  // The place of the chip just removed: its button stays until the URL has changed, then focus moves on.
  const removedAt = useRef<number | null>(null)
  const ids = chosen.map((filter) => filter.id).join('\n')

  useEffect(() => {
    const index = removedAt.current
    if (index === null) return
    removedAt.current = null
    const buttons = listRef.current?.querySelectorAll('button') ?? []
    const next = buttons[Math.min(index, buttons.length - 1)]
    if (next) next.focus()
    else onEmptied?.()
    // Only a change of the chips moves focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ids])

  const labelOf = (filter: ActiveFilter): string => {
    if (filter.kind !== 'range') return filter.kind === 'value' ? `${filter.groupLabel}: ${filter.label}` : filter.label
    const { min, max } = filter.range
    const label = filter.groupLabel
    if (min !== undefined && max !== undefined) return t('Listing.Range.Between', { label, min, max })
    return min !== undefined ? t('Listing.Range.From', { label, min }) : t('Listing.Range.To', { label, max })
  }

  if (chosen.length === 0) return null
  return (
    <Row role="group" aria-label={t('Listing.ChosenFilters')} data-testid="active-filters">
      <Chips ref={listRef}>
        {chosen.map((filter, index) => {
          const label = labelOf(filter)
          return (
            <li key={filter.id}>
              <Chip
                type="button"
                aria-label={t('Listing.RemoveFilter', { label })}
                onClick={() => {
                  removedAt.current = index
                  onChange(filter.remove(state))
                }}
              >
                {/* A value shows without its group ("Italien"); the button's name says "Land: Italien". */}
                <span>{filter.kind === 'value' ? filter.label : label}</span>
                <RemoveIcon />
              </Chip>
            </li>
          )
        })}
      </Chips>
      {chosen.length > 1 ? (
        <Button
          type="button"
          $variant="ghost"
          onClick={() => {
            removedAt.current = 0
            onChange(withoutFilters(state))
          }}
        >
          {t('Listing.ClearAll')}
        </Button>
      ) : null}
    </Row>
  )
}
