// The page the payment provider sends the shopper back to (/kassen/kvittering/?order={OrderUid}), and where an
// invoice order lands: it confirms the payment (POST checkout/payment/{orderUid}/confirm/) and shows the outcome.
// TooSoon: "waiting for the payment", asked again every second up to 30 times, then said so with a button to ask
// again. Authorized, Settled, Created: "Tak for din ordre" with the receipt; the basket is spent, so the browser
// forgets it. ValidationFailed: the card was declined or MobilePay refused, or the payment cancelled; the basket is
// still there and the way leads back to the payment step, which says so and chooses that method again
// (docs/adr/0036-mobilepay.md). OrderNotFound (or no order in the address): said so. Not indexed.
import { useEffect, useRef } from 'react'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { Button } from '@/components/Button/Button'
import { ButtonLink } from '@/components/Button/ButtonLink'
import { Container } from '@/components/Container/Container'
import { FormMessage } from '@/components/Form/fields'
import { PageHead } from '@/components/Seo/PageHead'
import { paths } from '@/config/paths'
import { useBasket } from '@/features/basket/BasketProvider'
import { isApiError } from '@/lib/apiError'
import { usePaymentConfirmation } from '../api/confirm-payment'
import { rememberOrderBasket } from '../orderBasket'
import { refusedPaymentHref } from '../paymentRefusal'
import { OrderConfirmation } from './OrderConfirmation'
import { Note, Row } from './styles'
import { theme } from '@/styles/theme'

const Page = styled(Container)`
  padding-top: ${theme.space.xl};
  padding-bottom: ${theme.space.xxl};
`

const Card = styled.section`
  display: grid;
  gap: ${theme.space.lg};
  max-width: 760px;
  margin: 0 auto;
  padding: ${theme.space.lg};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.card};

  ${theme.media.tablet} {
    padding: ${theme.space.xl};
  }

  h1 {
    margin: 0;
    color: ${theme.colors.primary};
    font-size: ${theme.fontSizes.xxl};
  }

  h1:focus {
    outline: none;
  }

  p {
    margin: 0;
  }
`

type Outcome = 'checking' | 'waiting' | 'gaveUp' | 'confirmed' | 'failed' | 'notFound' | 'error'

type Props = {
  orderUid: string | null
  /** The address is not read yet (the router is not ready): show the wait, confirm nothing. */
  pending?: boolean
  /** For tests: how often and how many times TooSoon is asked again (default: every second, 30 times). */
  pollIntervalMs?: number
  maxTries?: number
}

export function PaymentReturnView({ orderUid, pending = false, pollIntervalMs, maxTries }: Props) {
  const { t } = useTranslation()
  const { basketId, clearBasket } = useBasket()
  const confirmation = usePaymentConfirmation(pending ? null : orderUid, { intervalMs: pollIntervalMs, maxTries })
  const headingRef = useRef<HTMLHeadingElement>(null)
  const cleared = useRef(false)
  const { answer, error } = confirmation
  const refusedMethod = answer?.PaymentMethod === 'MobilePay' || answer?.PaymentMethod === 'CreditCard' ? answer.PaymentMethod : null
  const mobilePay = refusedMethod === 'MobilePay'

  let outcome: Outcome
  if (pending) outcome = 'checking'
  else if (orderUid === null) outcome = 'notFound'
  else if (answer) {
    switch (answer.Status) {
      case 'TooSoon':
        outcome = confirmation.gaveUp ? 'gaveUp' : 'waiting'
        break
      case 'Created':
      case 'Authorized':
      case 'Settled':
        outcome = 'confirmed'
        break
      case 'ValidationFailed':
        outcome = 'failed'
        break
      default:
        outcome = 'notFound'
    }
  } else if (error) outcome = isApiError(error) && (error.status === 404 || error.status === 400) ? 'notFound' : 'error'
  else outcome = 'checking'

  // The order is placed: its basket is spent, and the next purchase starts a new one.
  useEffect(() => {
    if (outcome !== 'confirmed' || cleared.current) return
    cleared.current = true
    // Kept for this tab's receipt: with the order's uid, the guest's proof for an account from it (docs/adr/0042).
    if (orderUid && basketId) rememberOrderBasket(orderUid, basketId)
    clearBasket()
  }, [outcome, clearBasket, orderUid, basketId])

  // When the outcome is known, the heading that says it takes the focus.
  const settled = outcome !== 'checking' && outcome !== 'waiting'
  useEffect(() => {
    if (settled) headingRef.current?.focus()
  }, [settled, outcome])

  const title = {
    checking: t('Checkout.Return.CheckingTitle'),
    waiting: t('Checkout.Return.CheckingTitle'),
    gaveUp: t('Checkout.Return.GaveUpTitle'),
    confirmed: t('Checkout.Return.ThanksTitle'),
    failed: t('Checkout.Return.FailedTitle'),
    notFound: t('Checkout.Return.NotFoundTitle'),
    error: t('Checkout.Return.ErrorTitle'),
  }[outcome]

  return (
    <Page>
      <PageHead title={title} noIndex />
      <Card aria-labelledby="payment-return-heading" aria-busy={!settled} data-outcome={outcome}>
        <h1 id="payment-return-heading" ref={headingRef} tabIndex={-1}>
          {title}
        </h1>
        {outcome === 'checking' || outcome === 'waiting' ? <Note role="status">{t('Checkout.Return.Checking')}</Note> : null}
        {outcome === 'gaveUp' ? (
          <>
            <p>{t('Checkout.Return.GaveUpText')}</p>
            <Row>
              <Button type="button" onClick={confirmation.retry} disabled={confirmation.fetching}>
                {t('Checkout.Return.AskAgain')}
              </Button>
            </Row>
          </>
        ) : null}
        {outcome === 'confirmed' && orderUid ? <OrderConfirmation orderUid={orderUid} purchase={answer?.DataLayerPurchase} /> : null}
        {outcome === 'failed' ? (
          <>
            <FormMessage $tone="error" data-testid="payment-failed">
              <p>{t(mobilePay ? 'Checkout.Return.FailedMobilePay' : 'Checkout.Return.FailedText')}</p>
              {answer?.Message ? <p>{answer.Message}</p> : null}
            </FormMessage>
            <p>{t(mobilePay ? 'Checkout.Return.BasketKeptMobilePay' : 'Checkout.Return.BasketKept')}</p>
            <Row>
              <ButtonLink href={refusedPaymentHref(refusedMethod)}>{t('Checkout.Return.TryAgain')}</ButtonLink>
              <ButtonLink href={paths.basket} $variant="secondary">
                {t('Checkout.BackToBasket')}
              </ButtonLink>
            </Row>
          </>
        ) : null}
        {outcome === 'notFound' ? (
          <>
            <p>{t('Checkout.Return.NotFoundText')}</p>
            <Row>
              <ButtonLink href={paths.home}>{t('Checkout.ToShop')}</ButtonLink>
              <ButtonLink href={paths.basket} $variant="secondary">
                {t('Checkout.BackToBasket')}
              </ButtonLink>
            </Row>
          </>
        ) : null}
        {outcome === 'error' ? (
          <>
            <FormMessage $tone="error" role="alert">
              <p>{t('Checkout.Return.ErrorText')}</p>
            </FormMessage>
            <Row>
              <Button type="button" onClick={confirmation.retry} disabled={confirmation.fetching}>
                {t('Checkout.Return.AskAgain')}
              </Button>
            </Row>
          </>
        ) : null}
      </Card>
    </Page>
  )
}
