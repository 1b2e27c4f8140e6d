// The basket's two code fields: a voucher (rabatkode) and gift cards to pay with. A refused code is explained
// beneath its field in the server's words (why the voucher does not apply, that a card is used up, or when to try
// again after too many wrong codes), and the typed code stays. Applied codes are listed with what they do.
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { Button } from '@/components/Button/Button'
import { Field, FieldError, Hint, Input, Label } from '@/components/Form/fields'
import { errorMessageFor, useErrorToast } from '@/components/Toasts/Toasts'
import { isApiError } from '@/lib/apiError'
import { moneyText } from '@/lib/money'
import { useBasketChange } from '../api/basket-change'
import { applyVoucher, redeemGiftCard, removeGiftCardUsage, removeVoucher } from '../api/giftcards'
import type { Basket } from '../api/schemas'
import { theme } from '@/styles/theme'

const Box = styled.section`
  display: grid;
  gap: ${theme.space.md};
  margin-top: ${theme.space.lg};
`

const CodeRow = styled.div`
  display: flex;
  gap: ${theme.space.xs};

  input {
    flex: 1 1 auto;
    min-width: 0;
    text-transform: uppercase;
  }

  /* "Brug kode" on one line: the field gives way in a narrow column. */
  button {
    flex: 0 0 auto;
    white-space: nowrap;
  }
`

const Applied = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.xs};

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space.xs};
    font-size: ${theme.fontSizes.sm};
  }
`

const Note = styled.p`
  margin: 0;
  color: ${theme.colors.warning};
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
`

function CodeForm({
  label,
  submitLabel,
  onSubmit,
  pending,
  error,
  onEdit,
}: {
  label: string
  submitLabel: string
  onSubmit: (code: string, done: () => void) => void
  pending: boolean
  error: string | null
  onEdit: () => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const [code, setCode] = useState('')
  const [empty, setEmpty] = useState(false)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (code.trim() === '') {
      setEmpty(true)
      return
    }
    onSubmit(code, () => setCode(''))
  }
  const message = empty ? t('Basket.CodeRequired') : error
  return (
    <form onSubmit={submit} noValidate>
      <Field>
        <Label htmlFor={id}>{label}</Label>
        <CodeRow>
          <Input
            id={id}
            value={code}
            onChange={(event) => {
              setCode(event.target.value)
              setEmpty(false)
              onEdit()
            }}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? `${id}-error` : undefined}
          />
          <Button type="submit" $variant="secondary" disabled={pending} aria-busy={pending}>
            {submitLabel}
          </Button>
        </CodeRow>
        {message ? (
          <FieldError id={`${id}-error`} role="alert">
            {message}
          </FieldError>
        ) : null}
      </Field>
    </form>
  )
}

/** The server's reason for a refused code: the field's message, else its message, else the fallback. */
function useCodeError() {
  const { t } = useTranslation()
  const [error, setError] = useState<string | null>(null)
  const fail = (reason: unknown) =>
    setError(isApiError(reason) ? (reason.Errors.Code ?? errorMessageFor(reason, t)) : errorMessageFor(reason, t))
  return { error, fail, clear: () => setError(null) }
}

export function BasketCodes({ basket }: { basket: Basket }) {
  const { t } = useTranslation()
  const voucherError = useCodeError()
  const cardError = useCodeError()
  const showError = useErrorToast()
  // A refused code is explained beneath its field (the forms' onError); a failed removal in the error toast.
  const options = { basketUid: basket.Uid }
  const voucher = useBasketChange((code: string) => applyVoucher(basket.Uid, code), options)
  const dropVoucher = useBasketChange(() => removeVoucher(basket.Uid), { ...options, onError: showError })
  const card = useBasketChange((code: string) => redeemGiftCard(basket.Uid, code), options)
  const dropCard = useBasketChange((usageUid: string) => removeGiftCardUsage(usageUid), { ...options, onError: showError })

  return (
    <Box aria-label={t('Basket.Codes')}>
      <div>
        <CodeForm
          label={t('Basket.VoucherLabel')}
          submitLabel={t('Basket.VoucherApply')}
          pending={voucher.isPending}
          error={voucherError.error}
          onEdit={voucherError.clear}
          onSubmit={(code, done) => voucher.mutate(code, { onSuccess: done, onError: voucherError.fail })}
        />
        {basket.Voucher ? (
          <Applied aria-label={t('Basket.VoucherApplied')}>
            <li>
              <span>
                {t('Basket.VoucherCode', { code: basket.Voucher.Code })}
                {basket.Voucher.Description ? ` · ${basket.Voucher.Description}` : ''}
                {basket.Voucher.Discount && basket.Voucher.Discount.Amount > 0 ? ` · −${moneyText(basket.Voucher.Discount)}` : ''}
              </span>
              <Button
                type="button"
                $variant="ghost"
                onClick={() => dropVoucher.mutate(undefined)}
                disabled={dropVoucher.isPending}
                aria-label={t('Basket.VoucherRemove', { code: basket.Voucher.Code })}
              >
                {t('Basket.Remove')}
              </Button>
            </li>
            {basket.Voucher.Message ? <Note>{basket.Voucher.Message}</Note> : null}
          </Applied>
        ) : null}
      </div>
      <div>
        <CodeForm
          label={t('Basket.GiftCardLabel')}
          submitLabel={t('Basket.GiftCardApply')}
          pending={card.isPending}
          error={cardError.error}
          onEdit={cardError.clear}
          onSubmit={(code, done) => card.mutate(code, { onSuccess: done, onError: cardError.fail })}
        />
        {basket.GiftCardUsages.length > 0 ? (
          <Applied aria-label={t('Basket.GiftCardsApplied')}>
            {basket.GiftCardUsages.map((usage) => (
              <li key={usage.giftCardUsageUid}>
                <span>
                  {t('Basket.GiftCardUsage', {
                    code: usage.MaskedCode ?? '',
                    used: usage.Used ? moneyText(usage.Used) : '0,-',
                    rest: usage.RemainingBalance ? moneyText(usage.RemainingBalance) : '0,-',
                  })}
                </span>
                <Button
                  type="button"
                  $variant="ghost"
                  onClick={() => dropCard.mutate(usage.giftCardUsageUid)}
                  disabled={dropCard.isPending}
                  aria-label={t('Basket.GiftCardRemove', { code: usage.MaskedCode ?? '' })}
                >
                  {t('Basket.Remove')}
                </Button>
              </li>
            ))}
          </Applied>
        ) : (
          <Hint>{t('Basket.GiftCardHint')}</Hint>
        )}
      </div>
    </Box>
  )
}
