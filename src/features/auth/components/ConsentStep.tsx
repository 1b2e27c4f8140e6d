import { useId, useRef, useState, type FormEvent, type Ref } from 'react'
import { useTranslation } from '@/i18n/texts'
import { Button } from '@/components/Button/Button'
import { CheckboxLabel, Field, FieldError } from '@/components/Form/fields'
import { Actions, Form, StepTitle, Terms } from './loginFormStyles'

type ConsentStepProps = {
  headingRef: Ref<HTMLHeadingElement>
  busy: boolean
  onAccept: () => Promise<void>
  onBack: () => void
}

/** docs/product.md §6: club membership requires consent. The customer reads the terms and accepts them to log in. */
export function ConsentStep({ headingRef, busy, onAccept, onBack }: ConsentStepProps) {
  const { t } = useTranslation()
  const id = useId()
  const [accepted, setAccepted] = useState(false)
  const [error, setError] = useState(false)
  const checkboxRef = useRef<HTMLInputElement>(null)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!accepted) {
      setError(true)
      checkboxRef.current?.focus()
      return
    }
    void onAccept()
  }

  return (
    <Form noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <StepTitle id={`${id}-title`} ref={headingRef} tabIndex={-1}>
        {t('Auth.ClubConsent.Title')}
      </StepTitle>
      <p>{t('Auth.ClubConsent.Intro')}</p>
      <Terms tabIndex={0} role="region" aria-label={t('Auth.ClubConsent.TermsLabel')}>
        <p>
          <strong>{t('Auth.ClubConsent.TermsLabel')}</strong>
        </p>
        <p>{t('Auth.ClubConsent.Terms1')}</p>
        <p>{t('Auth.ClubConsent.Terms2')}</p>
        <p>{t('Auth.ClubConsent.Terms3')}</p>
      </Terms>
      <Field>
        <CheckboxLabel>
          <input
            ref={checkboxRef}
            type="checkbox"
            checked={accepted}
            aria-invalid={error && !accepted ? true : undefined}
            aria-describedby={error && !accepted ? `${id}-error` : undefined}
            onChange={(event) => {
              setAccepted(event.target.checked)
              if (event.target.checked) setError(false)
            }}
          />
          {t('Auth.ClubConsent.Accept')}
        </CheckboxLabel>
        {error && !accepted ? <FieldError id={`${id}-error`}>{t('Auth.ClubConsent.Required')}</FieldError> : null}
      </Field>
      <Actions>
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy ? t('Auth.LoggingIn') : t('Auth.ClubConsent.Submit')}
        </Button>
        <Button type="button" $variant="ghost" onClick={onBack}>
          {t('Auth.ClubConsent.Back')}
        </Button>
      </Actions>
    </Form>
  )
}
