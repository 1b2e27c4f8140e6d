// "Find din ordre" (/find-ordre/, English /en/find-ordre/; docs/adr/0038): a guest finds an order by its number and
// e-mail and sees the receipt and status the account shows, to read: without the account's actions ("Køb igen") and
// without the gift-card PDFs and the withdrawal notice, which the lookup's answer holds no key to. A wrong pair
// and an unknown number are the same answer from the backend, so the page cannot tell them apart either. The found
// receipt's heading takes the focus; "Find en anden ordre" goes back to the form.
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { Button } from '@/components/Button/Button'
import { Container } from '@/components/Container/Container'
import { FormMessage } from '@/components/Form/fields'
import { OrderNumberEmailForm } from '@/components/OrderNumberEmailForm/OrderNumberEmailForm'
import { PageHead } from '@/components/Seo/PageHead'
import { SmartLink } from '@/components/SmartLink/SmartLink'
import { paths } from '@/config/paths'
import { ReceiptBody } from '@/features/account/components/Receipt'
import { useAuth } from '@/features/auth/auth-context'
import { useLookupOrder, type LookupOrderAnswer } from '../api/lookup-order'
import { ORDER_LOOKUP_PATH } from '../paths'
import { theme } from '@/styles/theme'

const Page = styled(Container)`
  display: grid;
  gap: ${theme.space.lg};
  max-width: 960px;
  padding-top: ${theme.space.xl};
  padding-bottom: ${theme.space.xxl};

  h1 {
    margin: 0;
    color: ${theme.colors.primary};
    font-size: ${theme.fontSizes.xxl};
  }

  h1:focus {
    outline: none;
  }
`

const Panel = styled.section`
  display: grid;
  gap: ${theme.space.md};
  max-width: 560px;
  padding: ${theme.space.lg} ${theme.space.md};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.card};

  ${theme.media.tablet} {
    padding: ${theme.space.xl};
  }

  p {
    margin: 0;
  }
`

const Muted = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`

const Found = styled.div`
  display: grid;
  gap: ${theme.space.lg};
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
  align-items: center;
`

function LookupForm({ onFound }: { onFound: (answer: LookupOrderAnswer) => void }) {
  const { t } = useTranslation()
  const { status } = useAuth()
  const lookup = useLookupOrder()
  return (
    <Panel aria-labelledby="order-lookup-heading">
      <h1 id="order-lookup-heading">{t('OrderLookup.Title')}</h1>
      <p>{t('OrderLookup.Intro')}</p>
      <OrderNumberEmailForm
        texts={{
          orderNumber: t('OrderLookup.OrderNumber'),
          orderNumberHint: t('OrderLookup.OrderNumberHint'),
          email: t('OrderLookup.Email'),
          emailHint: t('OrderLookup.EmailHint'),
          submit: t('OrderLookup.Submit'),
          submitting: t('OrderLookup.Searching'),
        }}
        onSubmit={async (pair) => onFound(await lookup.mutateAsync(pair))}
        problemTestId="order-lookup-problem"
      />
      {status === 'authenticated' ? (
        <Muted>
          {t('OrderLookup.HaveAccount')} <SmartLink href={paths.accountOrders}>{t('OrderLookup.YourOrders')}</SmartLink>.
        </Muted>
      ) : null}
    </Panel>
  )
}

function FoundOrder({ found, onStartOver }: { found: LookupOrderAnswer; onStartOver: () => void }) {
  const { t } = useTranslation()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const { Receipt: receipt } = found
  useEffect(() => headingRef.current?.focus(), [])
  return (
    <Found data-testid="order-lookup-receipt">
      <h1 ref={headingRef} tabIndex={-1}>
        {t('OrderLookup.Found', { number: receipt.OrderNumber })}
      </h1>
      {found.AccountOrder ? (
        <FormMessage $tone="info">
          <p>
            {t('OrderLookup.AccountOrder')} <SmartLink href={paths.login}>{t('OrderLookup.LogIn')}</SmartLink>
          </p>
        </FormMessage>
      ) : null}
      {/* To read only: the lookup hands over no key to the order (its gift cards came with the order mail). */}
      <ReceiptBody receipt={receipt} status={found.StatusLabel ?? receipt.Status} buyAgain={false} orderLinks={false} />
      <Actions data-print="hide">
        <Button type="button" $variant="secondary" onClick={onStartOver}>
          {t('OrderLookup.SearchAgain')}
        </Button>
        {/* Withdrawing finds the order by number and e-mail again, on its own page (docs/adr/0023). */}
        {receipt.IsB2B ? null : <SmartLink href={paths.withdrawal}>{t('Withdrawal.Link')}</SmartLink>}
      </Actions>
    </Found>
  )
}

export function OrderLookup() {
  const { t } = useTranslation()
  const [found, setFound] = useState<LookupOrderAnswer | null>(null)
  return (
    <Page>
      <PageHead title={t('OrderLookup.Title')} path={ORDER_LOOKUP_PATH} noIndex />
      {found ? <FoundOrder found={found} onStartOver={() => setFound(null)} /> : <LookupForm onFound={setFound} />}
    </Page>
  )
}
