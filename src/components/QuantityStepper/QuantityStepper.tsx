// The quantity stepper of docs/product.md §4. Rules, in docs/product.md's words where it has them:
// - plus adds 1, minus subtracts 1; the local value changes only if it does not exceed maxQuantity, whichever
//   way the change comes (so from a quantity above the maximum, e.g. after the stock shrank, minus cannot step to
//   another value the server would refuse: it is disabled until the value is at most maxQuantity + 1, and the
//   visitor types a smaller value or removes the line); plus is disabled at the maximum;
// - changes are reported with a 200 ms debounce (several quick clicks give one report, with the net action);
// - a typed value sets the action by comparing with the current value (the quantity last reported or sent by
//   the server; within one debounce window the net change counts, and no net change reports nothing). docs/product.md says
//   typed values take effect "only if below the maximum"; read literally the maximum itself could never be
//   typed, while plus can reach it, so a typed value takes effect when it is <= maxQuantity (a larger one is
//   dropped and the field shows the value it had);
// - at quantity 1, minus removes the line if a remove handler exists; typing 0 or less removes the line
//   (without a remove handler the value simply stays at least 1). A removal is reported to the remove handler
//   as docs/product.md §3's change event with quantity 0 and action 'decrease'.
import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent } from 'react'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { IconButton } from '@/components/Button/Button'
import { QUANTITY_DEBOUNCE_MS, QUANTITY_INPUT_MIN, QUANTITY_INPUT_STEP } from '@/config/constants'

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
}

const Wrapper = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`

const Input = styled.input`
  width: 3.5em;
  min-height: 44px;
  padding: ${({ theme }) => theme.space.xxs};
  border: 2px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
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
}: Props) {
  const { t } = useTranslation()
  const inputId = useId()
  const [value, setValue] = useState(quantity)
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

  const commit = (next: number) => {
    if (next > maxQuantity) {
      setDraft(null)
      return
    }
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
      else setDraft(null)
      return
    }
    commit(typed)
  }

  return (
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
  )
}
