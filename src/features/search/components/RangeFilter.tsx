// A Range filter (docs/product.md §5 price range input): min and max number fields, lower bound 0. What is typed is
// applied 1000 ms after the last keystroke, so a shopper typing "300" causes one search, not three. In the phone's
// filter drawer a drawer closed within that second still applies what was typed (`applyPendingOnUnmount`).
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { PRICE_RANGE_DEBOUNCE_MS, PRICE_RANGE_MIN } from '@/config/constants'
import type { SearchFilter } from '../api/search-products'
import type { Range } from '../searchState'
import { FilterFieldset, FilterLegend } from './filterStyles'
import { theme } from '@/styles/theme'

const Fields = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${theme.space.sm};

  label {
    display: flex;
    flex-direction: column;
    gap: ${theme.space.xxs};
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
  }

  input {
    width: 100%;
    min-height: 44px;
    padding: ${`${theme.space.xs} ${theme.space.sm}`};
    border: 2px solid ${theme.colors.borderStrong};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
    font: inherit;
  }

  input:focus-visible {
    ${theme.focusRing}
  }
`

/** Prices are whole kroner (docs/api/README.md); alcohol comes in tenths. */
const STEPS: Record<string, string> = { price: '1', vintage: '1', alcohol: 'any' }

function toText(value: number | undefined): string {
  return value === undefined ? '' : String(value)
}

function toNumber(text: string): number | undefined {
  if (text.trim() === '') return undefined
  const value = Number(text)
  return Number.isFinite(value) && value >= PRICE_RANGE_MIN ? value : undefined
}

/** The range a pair of fields stands for; bounds typed the wrong way round are swapped. */
export function rangeFromText(minText: string, maxText: string): Range {
  let min = toNumber(minText)
  let max = toNumber(maxText)
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min]
  return { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) }
}

type Props = {
  filter: SearchFilter
  value: Range | undefined
  onChange: (range: Range) => void
  /** Apply a change still waiting for its delay when the fields go away (the filter drawer closing). */
  applyPendingOnUnmount?: boolean
}

export function RangeFilter({ filter, value, onChange, applyPendingOnUnmount = false }: Props) {
  const { t } = useTranslation()
  const legendId = useId()
  const minId = useId()
  const maxId = useId()
  const [minText, setMinText] = useState(toText(value?.min))
  const [maxText, setMaxText] = useState(toText(value?.max))
  // Follow changes from outside (reset, back button) without overwriting what is being typed.
  const applied = `${toText(value?.min)}-${toText(value?.max)}`
  const [shown, setShown] = useState(applied)
  if (shown !== applied) {
    setShown(applied)
    setMinText(toText(value?.min))
    setMaxText(toText(value?.max))
  }

  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  /** The texts the running timer will apply. */
  const pending = useRef<[string, string] | null>(null)
  // The timer applies against the latest props, not those of the keystroke that started it.
  const latest = useRef({ onChange, value, applyPendingOnUnmount })
  useEffect(() => {
    latest.current = { onChange, value, applyPendingOnUnmount }
  }, [onChange, value, applyPendingOnUnmount])

  const applyTexts = (minText: string, maxText: string) => {
    const range = rangeFromText(minText, maxText)
    const { onChange: apply, value: current } = latest.current
    if (range.min === current?.min && range.max === current?.max) return
    apply(range)
  }

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current)
      timer.current = null
      if (pending.current && latest.current.applyPendingOnUnmount) applyTexts(...pending.current)
      pending.current = null
    },
    // Once, on unmount: applyTexts reads everything through refs.
    [],
  )

  const schedule = (nextMin: string, nextMax: string) => {
    if (timer.current) clearTimeout(timer.current)
    pending.current = [nextMin, nextMax]
    timer.current = setTimeout(() => {
      timer.current = null
      pending.current = null
      applyTexts(nextMin, nextMax)
    }, PRICE_RANGE_DEBOUNCE_MS)
  }

  const step = STEPS[filter.Key] ?? 'any'
  return (
    <FilterFieldset>
      <FilterLegend id={legendId}>{filter.Label}</FilterLegend>
      <Fields>
        <label htmlFor={minId}>
          <span id={`${minId}-label`}>{t('Search.Range.Min')}</span>
          <input
            id={minId}
            type="number"
            inputMode="decimal"
            min={PRICE_RANGE_MIN}
            step={step}
            value={minText}
            placeholder={toText(filter.Min ?? undefined)}
            aria-labelledby={`${legendId} ${minId}-label`}
            onChange={(event) => {
              setMinText(event.target.value)
              schedule(event.target.value, maxText)
            }}
          />
        </label>
        <label htmlFor={maxId}>
          <span id={`${maxId}-label`}>{t('Search.Range.Max')}</span>
          <input
            id={maxId}
            type="number"
            inputMode="decimal"
            min={PRICE_RANGE_MIN}
            step={step}
            value={maxText}
            placeholder={toText(filter.Max ?? undefined)}
            aria-labelledby={`${legendId} ${maxId}-label`}
            onChange={(event) => {
              setMaxText(event.target.value)
              schedule(minText, event.target.value)
            }}
          />
        </label>
      </Fields>
    </FilterFieldset>
  )
}
