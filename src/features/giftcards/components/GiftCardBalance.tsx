// Look up a gift card's balance by its code (the giftCardStatus block renders it): POST giftcard/view, the code
// travels in the body. The code may be typed with spaces or dashes and in any case: the server normalises it. A
// code the server does not know, or too many wrong codes in a row (it says when to try again), is explained beneath
// the field in the server's words; other failures show the error toast (docs/product.md §8). The typed code is kept
// on failure, and a result disappears as soon as the code is changed, so it never stands next to another code.
import { useMutation } from '@tanstack/react-query'
import { useId, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { Button } from '@/components/Button/Button'
import { Field, FieldError, Input, Label } from '@/components/Form/fields'
import { FormattedDate } from '@/components/FormattedDate/FormattedDate'
import { BlockSection } from '@/components/Section/BlockSection'
import { errorMessageFor, useErrorToast } from '@/components/Toasts/Toasts'
import { VisuallyHidden } from '@/components/VisuallyHidden/VisuallyHidden'
import { viewGiftCard, type GiftCardStatus as CardStatus } from '@/features/basket/api/giftcards'
import { isApiError } from '@/lib/apiError'
import { moneyText } from '@/lib/money'
import { theme } from '@/styles/theme'

/** The longest code the server accepts (backend codeParam); a real code with spaces is far shorter. */
const CODE_MAX_LENGTH = 64

const Form = styled.form`
  display: grid;
  gap: ${theme.space.md};
  max-width: 480px;
  padding: ${theme.space.lg};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.card};
`

const CodeInput = styled(Input)`
  text-transform: uppercase;
  letter-spacing: 0.05em;
`

// The live region stays on the page while empty (a region that appears with its text is often not read).
const Result = styled.div`
  max-width: 480px;
`

const ResultCard = styled.div`
  margin-top: ${theme.space.md};
  padding: ${theme.space.lg};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.card};
`

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${`${theme.space.xs} ${theme.space.md}`};
  margin: 0;

  dt {
    font-weight: 600;
  }

  dd {
    margin: 0;
  }
`

const Balance = styled.dd`
  font-size: ${theme.fontSizes.lg};
  font-weight: 700;
`

const ExpiredNote = styled.p`
  margin: ${`${theme.space.sm} 0 0`};
  color: ${theme.colors.error};
  font-weight: 600;
`

/** The code's visible end ("PQRS" of "•••• •••• •••• PQRS"), so a screen reader need not read the dots. */
function lastCharacters(masked: string): string {
  return masked.replace(/[^A-Za-z0-9]/g, '').slice(-4)
}

function StatusResult({ status }: { status: CardStatus }) {
  const { t } = useTranslation()
  const last = lastCharacters(status.MaskedCode)
  return (
    <ResultCard>
      <Facts>
        <dt>{t('GiftCard.StatusCode')}</dt>
        <dd>
          {last ? (
            <>
              <span aria-hidden="true">{status.MaskedCode}</span>
              <VisuallyHidden>{t('GiftCard.CodeEndsWith', { last })}</VisuallyHidden>
            </>
          ) : (
            status.MaskedCode
          )}
        </dd>
        <dt>{t('GiftCard.Balance')}</dt>
        <Balance>{moneyText(status.Balance)}</Balance>
        {status.InitialAmount ? (
          <>
            <dt>{t('GiftCard.InitialAmount')}</dt>
            <dd>{moneyText(status.InitialAmount)}</dd>
          </>
        ) : null}
        {status.ExpiresAt ? (
          <>
            <dt>{t('GiftCard.ExpiresAt')}</dt>
            <dd>
              <FormattedDate iso={status.ExpiresAt} />
            </dd>
          </>
        ) : null}
      </Facts>
      {status.IsExpired ? <ExpiredNote>{t('GiftCard.Expired')}</ExpiredNote> : null}
    </ResultCard>
  )
}

/** `title` and `text`: the editor's heading and intro. */
export function GiftCardBalance({ title, text }: { title: string; text: string | null }) {
  const { t } = useTranslation()
  const id = useId()
  const showError = useErrorToast()
  const inputRef = useRef<HTMLInputElement>(null)
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const lookup = useMutation({ mutationFn: viewGiftCard })
  const ids = { code: `${id}-code`, error: `${id}-error` }

  const fail = (reason: unknown) => {
    // 400: no such card (GiftCardNotFound); 429: too many wrong codes, with when to try again (TooManyAttempts).
    if (isApiError(reason) && reason.status === 400) setError(reason.Errors.Code ?? errorMessageFor(reason, t))
    else if (isApiError(reason) && reason.status === 429) setError(errorMessageFor(reason, t))
    else showError(reason)
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (lookup.isPending) return
    if (code.trim() === '') {
      setError(t('GiftCard.CodeRequired'))
      inputRef.current?.focus()
      return
    }
    setError(null)
    lookup.mutate(code, { onError: fail })
  }

  return (
    <BlockSection title={title} intro={text} data-block="giftCardStatus">
      <Form aria-label={title} noValidate onSubmit={onSubmit}>
        <Field>
          <Label htmlFor={ids.code}>{t('GiftCard.Code')}</Label>
          <CodeInput
            ref={inputRef}
            id={ids.code}
            value={code}
            maxLength={CODE_MAX_LENGTH}
            onChange={(event) => {
              setCode(event.target.value)
              setError(null)
              // A result (or a pending answer) belongs to the code it was asked for.
              lookup.reset()
            }}
            autoComplete="off"
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? ids.error : undefined}
          />
          {error ? (
            <FieldError id={ids.error} role="alert">
              {error}
            </FieldError>
          ) : null}
        </Field>
        <Button type="submit" disabled={lookup.isPending} aria-busy={lookup.isPending}>
          {t('GiftCard.CheckBalance')}
        </Button>
      </Form>
      <Result aria-live="polite">{lookup.data ? <StatusResult status={lookup.data} /> : null}</Result>
    </BlockSection>
  )
}
