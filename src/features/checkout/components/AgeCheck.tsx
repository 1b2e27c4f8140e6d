// The age check on the payment step (docs/adr/0022): a basket with age-limited drinks can be paid for only once the
// visitor is verified at that age with MitID (the backend refuses the payment otherwise). Four states:
// - nothing age-limited: nothing shown;
// - not verified: what the law asks and what the shop learns, and "Bekræft alder med MitID", which leaves for the
//   provider and comes back to this step;
// - verified, but younger than some lines ask (16 for wine): those lines named, a way to the basket to remove them,
//   and the check once more (another person may verify);
// - verified at the age asked: a short confirmation.
// While staff act as the customer, only the customer can verify (docs/adr/0028-staff-acting-as-customers.md): a note
// takes the MitID button's place; a verification the customer already has counts as usual.
import { forwardRef, useId, useState } from 'react'
import { useRouter } from 'next/router'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { AgeSign } from '@/components/AgeSign/AgeSign'
import { Button } from '@/components/Button/Button'
import { ButtonLink } from '@/components/Button/ButtonLink'
import { FormMessage } from '@/components/Form/fields'
import { useErrorToast } from '@/components/Toasts/Toasts'
import { paths } from '@/config/paths'
import { useActingStaff } from '@/features/auth/acting'
import type { Basket } from '@/features/basket/api/schemas'
import { startAgeVerification } from '../api/start-age-verification'
import { linesAboveVerifiedAge, needsAgeVerification } from '../ageVerification'
import { checkoutStepHref } from '../checkoutSteps'
import { leaveForAgeCheck } from '../paymentRedirect'
import { theme } from '@/styles/theme'

const Panel = styled(FormMessage)`
  grid-template-columns: auto minmax(0, 1fr);
  align-items: start;
  column-gap: ${theme.space.md};

  > div {
    display: grid;
    gap: ${theme.space.sm};
  }

  h3 {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
  }
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`

type Props = {
  basket: Basket
  /** Set when the shopper tried to pay without the check, or the backend refused: said in the panel. */
  error?: string | null
}

/** The address to come back to after the check: this step, in the shopper's language. */
export function ageCheckReturnPath(locale: string | undefined): string {
  return `${locale === 'en' ? '/en' : ''}${checkoutStepHref('betaling')}`
}

export const AgeCheck = forwardRef<HTMLButtonElement, Props>(function AgeCheck({ basket, error }, buttonRef) {
  const { t } = useTranslation()
  const router = useRouter()
  const showError = useErrorToast()
  const headingId = useId()
  const acting = useActingStaff()
  const [leaving, setLeaving] = useState(false)
  const required = basket.RequiredAge ?? null
  if (required === null) return null

  const verified = basket.VerifiedAge ?? null
  const tooYoungFor = linesAboveVerifiedAge(basket)

  const start = async () => {
    setLeaving(true)
    try {
      leaveForAgeCheck(await startAgeVerification({ BasketUid: basket.Uid, ReturnPath: ageCheckReturnPath(router.locale) }))
    } catch (caught) {
      setLeaving(false)
      showError(caught)
    }
  }

  const startButton = (variant: 'primary' | 'secondary') =>
    acting ? (
      <p data-testid="age-acting-note">
        <strong>{t('Checkout.Age.Acting')}</strong>
      </p>
    ) : (
      <Button ref={buttonRef} type="button" $variant={variant} onClick={() => void start()} disabled={leaving} aria-busy={leaving}>
        {leaving ? t('Checkout.Age.Leaving') : verified === null ? t('Checkout.Age.Start') : t('Checkout.Age.StartAgain')}
      </Button>
    )

  if (!needsAgeVerification(basket)) {
    return (
      <Panel $tone="success" data-testid="age-check" aria-labelledby={headingId}>
        <AgeSign age={required} />
        <div>
          <h3 id={headingId}>{t('Checkout.Age.Title')}</h3>
          <p>{t('Checkout.Age.Verified', { age: verified })}</p>
        </div>
      </Panel>
    )
  }

  return (
    <Panel $tone={error || tooYoungFor.length > 0 ? 'error' : 'info'} data-testid="age-check" aria-labelledby={headingId} role="group">
      <AgeSign age={required} size="md" />
      <div>
        <h3 id={headingId}>{t('Checkout.Age.Title')}</h3>
        {tooYoungFor.length > 0 ? (
          <>
            <p>
              <strong>{t('Checkout.Age.TooYoung', { age: verified, required })}</strong>
            </p>
            <ul data-testid="age-limited-lines">
              {tooYoungFor.map((line) => (
                <li key={line.basketlineUid}>{t('Checkout.Age.LineNeeds', { name: line.Product.Name, age: line.Product.RequiredAge })}</li>
              ))}
            </ul>
            <p>{t('Checkout.Age.RemoveLines')}</p>
            <Actions>
              <ButtonLink href={paths.basket} $variant="primary">
                {t('Checkout.Payment.FixBasket')}
              </ButtonLink>
              {startButton('secondary')}
            </Actions>
          </>
        ) : (
          <>
            <p>{t('Checkout.Age.Explain', { age: required })}</p>
            <p>{t('Checkout.Age.Privacy')}</p>
            {error ? (
              <p role="alert">
                <strong>{error}</strong>
              </p>
            ) : null}
            <Actions>{startButton('primary')}</Actions>
          </>
        )}
      </div>
    </Panel>
  )
})
