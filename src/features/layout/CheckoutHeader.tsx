// The checkout's header (docs/adr/0035): the logo (home), "Sikker betaling" with a lock, and how to reach customer
// service, instead of the menu, search and basket that would lead the shopper away mid-payment. The phone number and
// e-mail are the shop-info texts `Checkout.Header.*`, editable like every text. The footer stays as it is: it holds
// the withdrawal link the law wants on every page (docs/adr/0023).
import styled from 'styled-components'
import { Container } from '@/components/Container/Container'
import { useTranslation } from '@/i18n/texts'
import { SiteLogo } from './SiteLogo'
import { theme } from '@/styles/theme'

const Bar = styled.header`
  position: relative;
  z-index: ${theme.zIndices.header};
  background: ${theme.colors.background};
  border-bottom: 1px solid ${theme.colors.border};
`

const Row = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${`${theme.space.xs} ${theme.space.md}`};
  min-height: ${theme.layout.headerHeight};
  padding-top: ${theme.space.xs};
  padding-bottom: ${theme.space.xs};
`

const Secure = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xxs};
  margin: 0;
  font-weight: 600;

  svg {
    flex: none;
  }
`

const Help = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${`${theme.space.xxs} ${theme.space.sm}`};
  margin: 0;
  font-size: ${theme.fontSizes.sm};

  /* Below the logo and the lock on a phone, at the right from tablet width. */
  flex: 1 0 100%;
  ${theme.media.tablet} {
    flex: 0 1 auto;
    margin-left: auto;
  }

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`

function Lock() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 1 1 6 0v3H9Zm3 4a2 2 0 0 1 1 3.73V19h-2v-1.27A2 2 0 0 1 12 14Z"
      />
    </svg>
  )
}

export function CheckoutHeader() {
  const { t } = useTranslation()
  const phone = t('Checkout.Header.Phone')
  const email = t('Checkout.Header.Email')
  return (
    <Bar data-testid="checkout-header">
      <Row>
        <SiteLogo />
        <Secure>
          <Lock />
          {t('Checkout.Header.Secure')}
        </Secure>
        <Help>
          <span>{t('Checkout.Header.Help')}</span>
          <a href={`tel:${t('Checkout.Header.PhoneLink')}`} aria-label={t('Checkout.Header.CallLabel', { phone })}>
            {phone}
          </a>
          <a href={`mailto:${email}`} aria-label={t('Checkout.Header.EmailLabel', { email })}>
            {email}
          </a>
        </Help>
      </Row>
    </Bar>
  )
}
