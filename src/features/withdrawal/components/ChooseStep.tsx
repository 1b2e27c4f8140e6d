// The step that chooses the lines to withdraw, how many of each, and an optional reason.
import { useId, useState } from 'react'
import { useTranslation } from '@/i18n/texts'
import { Button } from '@/components/Button/Button'
import { CheckboxLabel, Fieldset, FormMessage, Hint, Label, Legend, Select } from '@/components/Form/fields'
import { TextAreaField } from '@/components/Form/TextField'
import { VisuallyHidden } from '@/components/VisuallyHidden/VisuallyHidden'
import type { Locale } from '@/config/constants'
import { moneyText } from '@/lib/money'
import type { Withdrawal, WithdrawalLine } from '../api/schemas'
import { EarlierWithdrawals, ExemptLines, OrderHead } from './OrderSummary'
import { StepHeading } from './StepHeading'
import { Form, LineCard, Lines, Quantity, Row, Step } from './withdrawalStyles'

/** The longest reason the backend keeps (shop/withdrawal/constants.ts). */
const REASON_MAX_LENGTH = 1000

export type Selection = Record<string, number>

function ChooseLine({ line, quantity, onChange }: { line: WithdrawalLine; quantity: number; onChange: (quantity: number) => void }) {
  const { t } = useTranslation()
  const id = useId()
  const detailsId = `${id}-details`
  return (
    <LineCard>
      <CheckboxLabel htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={quantity > 0}
          aria-describedby={detailsId}
          onChange={(event) => onChange(event.target.checked ? line.WithdrawableQuantity : 0)}
        />
        <span>{line.Name}</span>
      </CheckboxLabel>
      <Hint id={detailsId}>
        {t('Withdrawal.Choose.Bought', { count: line.Quantity, price: moneyText(line.UnitPrice) })}
        {line.WithdrawnQuantity > 0 ? <> · {t('Withdrawal.Choose.AlreadyWithdrawn', { count: line.WithdrawnQuantity })}</> : null}
        {line.Condition === 'SealUnbroken' ? <> · {t('Withdrawal.Choose.SealUnbroken')}</> : null}
      </Hint>
      {quantity > 0 && line.WithdrawableQuantity > 1 ? (
        <Quantity>
          <Label htmlFor={`${id}-quantity`}>
            <span aria-hidden="true">{t('Withdrawal.Choose.Quantity')}</span>
            <VisuallyHidden>{t('Withdrawal.Choose.QuantityOf', { name: line.Name })}</VisuallyHidden>
          </Label>
          <Select id={`${id}-quantity`} value={quantity} onChange={(event) => onChange(Number(event.target.value))}>
            {Array.from({ length: line.WithdrawableQuantity }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </Select>
        </Quantity>
      ) : null}
    </LineCard>
  )
}

export function ChooseStep(props: {
  withdrawal: Withdrawal
  locale: Locale
  selection: Selection
  setSelection: (next: Selection) => void
  reason: string
  setReason: (reason: string) => void
  onNext: () => void
}) {
  const { withdrawal, locale, selection, setSelection, reason, setReason, onNext } = props
  const { t } = useTranslation()
  const [nothingChosen, setNothingChosen] = useState(false)
  const open = withdrawal.Lines.filter((l) => l.WithdrawableQuantity > 0)
  return (
    <Step aria-labelledby="withdrawal-choose-heading">
      <StepHeading id="withdrawal-choose-heading">{t('Withdrawal.Order.Heading', { number: withdrawal.OrderNumber })}</StepHeading>
      <OrderHead withdrawal={withdrawal} locale={locale} />
      <Form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          if (!Object.values(selection).some((q) => q > 0)) {
            setNothingChosen(true)
            return
          }
          onNext()
        }}
      >
        <Fieldset aria-describedby={nothingChosen ? 'withdrawal-nothing-chosen' : undefined}>
          <Legend>{t('Withdrawal.Choose.Legend')}</Legend>
          <Lines>
            {open.map((line) => (
              <ChooseLine
                key={line.LineId}
                line={line}
                quantity={selection[line.LineId] ?? 0}
                onChange={(quantity) => {
                  setNothingChosen(false)
                  setSelection({ ...selection, [line.LineId]: quantity })
                }}
              />
            ))}
          </Lines>
        </Fieldset>
        {nothingChosen ? (
          <FormMessage id="withdrawal-nothing-chosen" $tone="error" role="alert">
            <p>{t('Withdrawal.Choose.NothingChosen')}</p>
          </FormMessage>
        ) : null}
        <TextAreaField
          label={t('Withdrawal.Choose.Reason')}
          hint={t('Withdrawal.Choose.ReasonHint')}
          optional
          maxLength={REASON_MAX_LENGTH}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <Row>
          <Button type="submit">{t('Withdrawal.Choose.Next')}</Button>
        </Row>
      </Form>
      <ExemptLines lines={withdrawal.Lines} />
      <EarlierWithdrawals withdrawal={withdrawal} locale={locale} />
    </Step>
  )
}
