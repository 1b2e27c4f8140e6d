// The quantity stepper of docs/product.md §4. Rules, in docs/product.md's words where it has them:
// - plus adds 1, minus subtracts 1; the local value changes only if it does not exceed maxQuantity, whichever
//   way the change comes (so from a quantity above the maximum, e.g. after the stock shrank, minus cannot step to
//   another value the server would refuse: it is disabled until the value is at most maxQuantity + 1, and the
//   visitor types a smaller value or removes the line); plus is disabled at the maximum;
// - changes are reported with a 200 ms debounce (several quick clicks give one report, with the net action);
// - a typed value sets the action by comparing with the current value (the quantity last reported or sent by
//   the server; within one debounce window the net change counts, and no net change reports nothing). docs/product.md says
//   typed values take effect "only if below the maximum"; read literally the maximum itself could never be
//   typed, while plus can reach it, so a typed value takes effect when it is <= maxQuantity. A larger one is set
//   to the maximum, and a short message next to the field says why (only so many in stock, or the most one may buy
//   at a time: `maxReason`), announced politely and tied to the field; the next valid change clears it;
// - at quantity 1, minus removes the line if a remove handler exists; typing 0 or less removes the line
//   (without a remove handler the value is set to 1, and the message says the least is 1). A removal is reported
//   to the remove handler as docs/product.md §3's change event with quantity 0 and action 'decrease'.
import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent } from 'react'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { IconButton } from '@/components/Button/Button'
import { QUANTITY_DEBOUNCE_MS, QUANTITY_INPUT_MIN, QUANTITY_INPUT_STEP } from '@/config/constants'
import { MAX_LINE_QUANTITY } from '@delikat/contract/catalogue'
import { theme } from '@/styles/theme'

/** docs/product.md §3 "Basket line quantity change event". */
export type QuantityChangeEvent = {
  quantity: number
  basketlineUid?: string
  basketUid?: string
  action: 'increase' | 'decrease'
}

type Props = {
  /** The committed quantity (from the server, or the starting value). */
  quantity: number
  maxQuantity: number
  /** Debounced report of a changed quantity. */
  onChange?: (event: QuantityChangeEvent) => void
  /** Every local change, immediately (for forms that submit the value themselves). */
  onValueChange?: (quantity: number) => void
  /** Removes the line; enables removal at quantity 1 and by typing 0. */
  onRemove?: (event: QuantityChangeEvent) => void
  basketlineUid?: string
  basketUid?: string
  /** Accessible name of the number field, e.g. "Antal af Rødvin". */
  label: string
  /** Changes whenever the server answered (even with the same quantity) so the field shows the server's value. */
  syncKey?: unknown
  disabled?: boolean
  /** Why maxQuantity is the maximum, for the message when a larger value is typed: the stock, or a limit per order. */
  maxReason?: 'stock' | 'limit'
}

/**
 * Why a product's MaxQuantity is what it is: the server sends the stock, capped at the most one line may hold
 * (MAX_LINE_QUANTITY), so a maximum below that cap is the stock.
 */
export function maxReasonOf(maxQuantity: number): 'stock' | 'limit' {
  return maxQuantity < MAX_LINE_QUANTITY ? 'stock' : 'limit'
}

/** The least quantity a typed value is set to when there is no line to remove. */
const LEAST_QUANTITY = 1

type Clamp = 'max' | 'min' | null

const Outer = styled.div`
  display: inline-flex;
  flex-direction: column;
`

const Wrapper = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
`

const Message = styled.p`
  max-width: 18rem;
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.xs};

  &:not(:empty) {
    margin-top: ${theme.space.xxs};
  }
`

const Input = styled.input`
  width: 3.5em;
  min-height: 44px;
  padding: ${theme.space.xxs};
  border: 2px solid ${theme.colors.borderStrong};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  text-align: center;
  font-weight: 600;
  -moz-appearance: textfield;

  &::-webkit-outer-spin-button,
  &::-webkit-inner-spin-button {
    -webkit-appearance: none;
    margin: 0;
  }
`

function MinusIcon() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M3 8h10" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
}

function PlusIcon() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M3 8h10M8 3v10" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
}

export function QuantityStepper({
  quantity,
  maxQuantity,
  onChange,
  onValueChange,
  onRemove,
  basketlineUid,
  basketUid,
  label,
  syncKey,
  disabled = false,
  maxReason = 'limit',
}: Props) {
  const { t } = useTranslation()
  const inputId = useId()
  const messageId = useId()
  const [value, setValue] = useState(quantity)
  // Why the last typed value was changed; cleared by the next valid change.
  const [clamped, setClamped] = useState<Clamp>(null)
  // The field's text while the user types (it may be empty for a moment); null shows `value`.
  const [draft, setDraft] = useState<string | null>(null)

  const valueRef = useRef(quantity)
  const reportedRef = useRef(quantity)
  const timerRef = useRef<ReturnType<typeof setTimeout> | null>(null)
  const handlersRef = useRef({ onChange, onValueChange, onRemove, basketlineUid, basketUid })
  useEffect(() => {
    handlersRef.current = { onChange, onValueChange, onRemove, basketlineUid, basketUid }
  })

  const flush = useCallback(() => {
    if (timerRef.current) clearTimeout(timerRef.current)
    timerRef.current = null
    const next = valueRef.current
    const delta = next - reportedRef.current
    if (delta === 0) return
    reportedRef.current = next
    const { onChange: report, basketlineUid: lineUid, basketUid: uid } = handlersRef.current
    report?.({ quantity: next, basketlineUid: lineUid, basketUid: uid, action: delta > 0 ? 'increase' : 'decrease' })
  }, [])

  // The server's answer is the truth, unless the user is in the middle of a change.
  useEffect(() => {
    reportedRef.current = quantity
    if (timerRef.current === null) {
      valueRef.current = quantity
      setValue(quantity)
      setDraft(null)
    }
  }, [quantity, syncKey])

  // A pending change is sent rather than lost when the stepper goes away (e.g. navigation).
  useEffect(
    () => () => {
      if (timerRef.current !== null) flush()
    },
    [flush],
  )

  const commit = (next: number, reason: Clamp = null) => {
    if (next > maxQuantity) {
      setDraft(null)
      return
    }
    setClamped(reason)
    valueRef.current = next
    setValue(next)
    setDraft(null)
    handlersRef.current.onValueChange?.(next)
    if (timerRef.current) clearTimeout(timerRef.current)
    timerRef.current = setTimeout(flush, QUANTITY_DEBOUNCE_MS)
  }

  const remove = () => {
    if (timerRef.current) clearTimeout(timerRef.current)
    timerRef.current = null
    setDraft(null)
    setClamped(null)
    const { onRemove: removeLine, basketlineUid: lineUid, basketUid: uid } = handlersRef.current
    removeLine?.({ quantity: 0, basketlineUid: lineUid, basketUid: uid, action: 'decrease' })
  }

  const atMaximum = value >= maxQuantity
  const removesOnMinus = Boolean(onRemove) && value <= 1
  const minusBlocked = removesOnMinus ? false : value <= 1 || value - QUANTITY_INPUT_STEP > maxQuantity

  const increase = () => commit(valueRef.current + QUANTITY_INPUT_STEP)

  const decrease = () => {
    const current = valueRef.current
    if (current <= 1) {
      if (onRemove) remove()
      return
    }
    commit(current - QUANTITY_INPUT_STEP)
  }

  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value
    if (raw.trim() === '') {
      setDraft('')
      return
    }
    const typed = Number(raw)
    if (!Number.isInteger(typed)) return
    if (typed <= 0) {
      if (onRemove) remove()
      else commit(Math.min(LEAST_QUANTITY, maxQuantity), 'min')
      return
    }
    if (typed > maxQuantity) commit(maxQuantity, 'max')
    else commit(typed)
  }

  const message =
    clamped === 'max'
      ? t(maxReason === 'stock' ? 'QuantityStepper.SetToStock' : 'QuantityStepper.SetToLimit', { max: maxQuantity })
      : clamped === 'min'
        ? t('QuantityStepper.SetToMin', { min: LEAST_QUANTITY })
        : ''

  return (
    <Outer>
      <Wrapper>
        <IconButton
          type="button"
          onClick={decrease}
          disabled={disabled || minusBlocked}
          aria-label={removesOnMinus ? t('QuantityStepper.Remove') : t('QuantityStepper.Decrease')}
          aria-controls={inputId}
        >
          <MinusIcon />
        </IconButton>
        <Input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={QUANTITY_INPUT_MIN}
          max={maxQuantity}
          step={QUANTITY_INPUT_STEP}
          value={draft ?? String(value)}
          onChange={onInput}
          onBlur={() => setDraft(null)}
          aria-label={label}
          aria-describedby={message ? messageId : undefined}
          disabled={disabled}
        />
        <IconButton
          type="button"
          onClick={increase}
          disabled={disabled || atMaximum}
          aria-label={t('QuantityStepper.Increase')}
          aria-controls={inputId}
        >
          <PlusIcon />
        </IconButton>
      </Wrapper>
      {/* Always there, so that screen readers announce the text when it appears. */}
      <Message id={messageId} aria-live="polite">
        {message}
      </Message>
    </Outer>
  )
}
