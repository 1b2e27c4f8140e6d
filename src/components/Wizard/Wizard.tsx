// The multi-step wizard of docs/product.md §2: a numbered header of the steps; "next" runs the step's handler and moves
// forward only if it succeeds (resolves true), never beyond the last step; "back" always works. On the last
// step "next" becomes "finish" and calls onComplete after the handler succeeded.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from '@/i18n/texts'
import styled, { css } from 'styled-components'
import { Button } from '@/components/Button/Button'
import { VisuallyHidden } from '@/components/VisuallyHidden/VisuallyHidden'
import { theme } from '@/styles/theme'

export type WizardStep = {
  id: string
  title: string
  content: ReactNode
  /** Validates or saves the step; "next" moves on only when it resolves true. */
  onNext?: () => Promise<boolean> | boolean
}

type Props = {
  /** Names the wizard (e.g. "Opret konto"). */
  label: string
  steps: readonly WizardStep[]
  onComplete?: () => void
  /** Text of the last step's button. */
  finishLabel?: string
  /** The step to open on (index, clamped to the steps): a form that remounts the wizard to show a failing field. */
  initialStep?: number
}

/** The step after `current` when the handler answered `succeeded`: forward by one, never past the last. */
export function nextStepIndex(current: number, stepCount: number, succeeded: boolean): number {
  if (!succeeded) return current
  return Math.min(current + 1, Math.max(stepCount - 1, 0))
}

const Wrapper = styled.section`
  display: grid;
  gap: ${theme.space.lg};
`

const StepList = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: wizard;
`

const StepMarker = styled.li<{ $state: 'done' | 'current' | 'todo' }>`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  color: ${({ theme, $state }) => ($state === 'todo' ? theme.colors.textMuted : theme.colors.text)};
  font-weight: ${({ $state }) => ($state === 'current' ? 700 : 400)};

  &::before {
    counter-increment: wizard;
    content: counter(wizard);
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 32px;
    height: 32px;
    border-radius: ${theme.radii.pill};
    font-weight: 700;
    ${({ theme, $state }) =>
      $state === 'todo'
        ? css`
            border: 2px solid ${theme.colors.borderStrong};
            color: ${theme.colors.textMuted};
          `
        : css`
            border: 2px solid ${theme.colors.primary};
            background: ${$state === 'current' ? theme.colors.primary : theme.colors.surface};
            color: ${$state === 'current' ? theme.colors.onPrimary : theme.colors.primary};
          `}
  }
`

const StepHeading = styled.h3`
  font-size: ${theme.fontSizes.xl};

  &:focus {
    outline: none;
  }
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${theme.space.md};
`

export function Wizard({ label, steps, onComplete, finishLabel, initialStep = 0 }: Props) {
  const { t } = useTranslation()
  const headingId = useId()
  const [current, setCurrent] = useState(() => Math.min(Math.max(initialStep, 0), Math.max(steps.length - 1, 0)))
  const [busy, setBusy] = useState(false)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)

  // After moving between steps, focus the new step's heading so keyboard and screen reader users follow.
  useEffect(() => {
    if (moved.current) headingRef.current?.focus()
  }, [current])

  const step = steps[current]
  if (!step) return null
  const isLast = current === steps.length - 1

  const goNext = async () => {
    if (busy) return
    setBusy(true)
    let succeeded = false
    try {
      succeeded = step.onNext ? (await step.onNext()) === true : true
    } catch {
      succeeded = false
    } finally {
      setBusy(false)
    }
    if (!succeeded) return
    if (isLast) {
      onComplete?.()
      return
    }
    moved.current = true
    setCurrent((index) => nextStepIndex(index, steps.length, true))
  }

  const goBack = () => {
    moved.current = true
    setCurrent((index) => Math.max(index - 1, 0))
  }

  return (
    <Wrapper aria-label={label} aria-busy={busy}>
      <StepList aria-label={t('Wizard.Steps')}>
        {steps.map((item, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'todo'
          return (
            <StepMarker key={item.id} $state={state} aria-current={state === 'current' ? 'step' : undefined}>
              <VisuallyHidden>{t('Wizard.StepOf', { index: index + 1, total: steps.length })}: </VisuallyHidden>
              {item.title}
              {state === 'done' ? <VisuallyHidden> ({t('Wizard.Done')})</VisuallyHidden> : null}
            </StepMarker>
          )
        })}
      </StepList>
      <div role="group" aria-labelledby={headingId}>
        <StepHeading id={headingId} ref={headingRef} tabIndex={-1}>
          {step.title}
        </StepHeading>
        {step.content}
      </div>
      <Actions>
        {current > 0 ? (
          <Button type="button" $variant="secondary" onClick={goBack} disabled={busy}>
            {t('Wizard.Back')}
          </Button>
        ) : (
          <span />
        )}
        <Button type="button" onClick={() => void goNext()} disabled={busy || (isLast && !onComplete && !step.onNext)}>
          {isLast ? (finishLabel ?? t('Wizard.Finish')) : t('Wizard.Next')}
        </Button>
      </Actions>
    </Wrapper>
  )
}
