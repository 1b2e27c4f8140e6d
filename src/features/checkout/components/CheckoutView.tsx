// The checkout page's content (block `checkout` on /kassen/): a loading state while the basket and the login are
// being read, a friendly note with the way to the shop when there is nothing to pay for, and otherwise the wizard.
// A guest checks out as a consumer; a line offers the login, and says business customers log in to pay by invoice.
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { Button } from '@/components/Button/Button'
import { ButtonLink } from '@/components/Button/ButtonLink'
import { paths } from '@/config/paths'
import { useAuth } from '@/features/auth/auth-context'
import { useBasket } from '@/features/basket/BasketProvider'
import { useTrackBeginCheckout } from '@/features/tracking/useCommerceTracking'
import { useMemo, useRef } from 'react'
import type { CheckoutStep } from '../checkoutSteps'
import { CheckoutWizard } from './CheckoutWizard'
import { CheckoutResumeContext, type CheckoutResume } from './resume'
import { Note, Skeleton } from './styles'
import { theme } from '@/styles/theme'

const Status = styled.div`
  display: grid;
  gap: ${theme.space.md};
  justify-items: start;
  padding: ${theme.space.xl};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.card};

  p {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
  }
`

const LoginLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${`${theme.space.xxs} ${theme.space.sm}`};
  margin-bottom: ${theme.space.lg};
  padding: ${`${theme.space.sm} ${theme.space.md}`};
  border-left: 4px solid ${theme.colors.primary};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceAlt};

  p {
    margin: 0;
  }
`

function GuestLogin() {
  const { t } = useTranslation()
  const { openLogin } = useAuth()
  return (
    <LoginLine data-testid="checkout-login">
      <p>{t('Checkout.Guest.Text')}</p>
      <Button type="button" $variant="ghost" onClick={() => openLogin()}>
        {t('Checkout.Guest.LogIn')}
      </Button>
      <p>{t('Checkout.Guest.Business')}</p>
      <Button type="button" $variant="ghost" onClick={() => openLogin({ clientType: 'B2B' })}>
        {t('Checkout.Guest.LogInBusiness')}
      </Button>
    </LoginLine>
  )
}

export function CheckoutView() {
  const { t } = useTranslation()
  const { ready, basketId, basket, basketQuery } = useBasket()
  const { status, loginKey } = useAuth()
  const loading = !ready || status === 'loading' || (basketId !== null && basket === undefined && !basketQuery.isError)
  const lineCount = basket ? basket.Lines.length + basket.GiftCardLines.length : 0
  useTrackBeginCheckout(loading ? undefined : basket)
  const resumeStep = useRef<CheckoutStep | null>(null)
  const resume = useMemo<CheckoutResume>(
    () => ({
      resumeAt: (step) => void (resumeStep.current = step),
      take: () => {
        const step = resumeStep.current
        resumeStep.current = null
        return step
      },
    }),
    [],
  )

  if (loading) {
    return (
      <Status aria-busy="true" data-testid="checkout-loading">
        <Note role="status">{t('Checkout.Loading')}</Note>
        <Skeleton $height="160px" aria-hidden="true" />
      </Status>
    )
  }
  if (!basket || lineCount === 0) {
    return (
      <Status data-testid="checkout-empty">
        <p>{t('Checkout.Empty')}</p>
        <ButtonLink href={paths.home}>{t('Checkout.ToShop')}</ButtonLink>
      </Status>
    )
  }
  return (
    <CheckoutResumeContext.Provider value={resume}>
      {status === 'guest' ? <GuestLogin /> : null}
      {/* A login changes the fields, prices and maybe the basket: the checkout starts over for the new visitor. */}
      <CheckoutWizard key={`${basket.Uid}:${loginKey}`} basket={basket} />
    </CheckoutResumeContext.Provider>
  )
}
