// The step that shows what was chosen and sends the withdrawal with "Bekræft fortrydelse".
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '@/i18n/texts'
import { Button } from '@/components/Button/Button'
import { FormMessage } from '@/components/Form/fields'
import { errorMessageFor } from '@/components/Toasts/Toasts'
import { isApiError } from '@/lib/apiError'
import { useConfirmWithdrawal, type WithdrawalSource } from '../api/confirm-withdrawal'
import type { ChosenLine, Withdrawal, WithdrawalReceipt } from '../api/schemas'
import { StepHeading } from './StepHeading'
import { Muted, Row, Step, Summary } from './withdrawalStyles'

export function ConfirmStep(props: {
  withdrawal: Withdrawal
  source: WithdrawalSource
  chosen: ChosenLine[]
  reason: string
  onBack: () => void
  onDone: (receipt: WithdrawalReceipt) => void
  onExpired: () => void
}) {
  const { withdrawal, source, chosen, reason, onBack, onDone, onExpired } = props
  const { t } = useTranslation()
  const confirm = useConfirmWithdrawal()
  const [problem, setProblem] = useState<{ text: string; expired: boolean } | null>(null)
  const problemRef = useRef<HTMLDivElement>(null)
  const nameOf = (lineId: string) => withdrawal.Lines.find((l) => l.LineId === lineId)?.Name ?? ''

  useEffect(() => {
    if (problem) problemRef.current?.focus()
  }, [problem])

  const submit = async () => {
    setProblem(null)
    try {
      onDone(await confirm.mutateAsync({ source, lines: chosen, reason }))
    } catch (error) {
      setProblem({ text: errorMessageFor(error, t), expired: isApiError(error) && error.ErrorCode === 'LookupExpired' })
    }
  }

  return (
    <Step aria-labelledby="withdrawal-confirm-heading">
      <StepHeading id="withdrawal-confirm-heading">{t('Withdrawal.Confirm.Heading')}</StepHeading>
      <p>{t('Withdrawal.Order.Heading', { number: withdrawal.OrderNumber })}</p>
      <p>{t('Withdrawal.Confirm.Intro')}</p>
      <Summary data-testid="withdrawal-chosen">
        {chosen.map((line) => (
          <li key={line.LineId}>
            {line.Quantity} × {nameOf(line.LineId)}
          </li>
        ))}
      </Summary>
      {reason.trim() ? <p>{t('Withdrawal.Confirm.Reason', { reason: reason.trim() })}</p> : null}
      <Muted>{t('Withdrawal.Confirm.Return')}</Muted>
      {problem ? (
        <FormMessage ref={problemRef} tabIndex={-1} $tone="error" role="alert">
          <p>{problem.text}</p>
          {problem.expired ? (
            <div>
              <Button type="button" $variant="secondary" onClick={onExpired}>
                {t('Withdrawal.StartOver')}
              </Button>
            </div>
          ) : null}
        </FormMessage>
      ) : null}
      <Row>
        <Button type="button" onClick={() => void submit()} disabled={confirm.isPending}>
          {confirm.isPending ? t('Withdrawal.Confirm.Submitting') : t('Withdrawal.Confirm.Submit')}
        </Button>
        <Button type="button" $variant="secondary" onClick={onBack} disabled={confirm.isPending}>
          {t('Withdrawal.Confirm.Back')}
        </Button>
      </Row>
    </Step>
  )
}
