// The pages of the back-in-stock mail's links (docs/api/stock-alerts.md): /lagerbesked/bekraeft/?token=… confirms a
// guest's request as soon as it opens and says so; /lagerbesked/afmeld/?token=… deletes the request with one click.
// An unknown, used or expired link says that. The token is sent by the browser (a POST), never on the server while
// rendering, so a mail scanner fetching the link confirms nothing; the page sends no Referer, so the token cannot
// leak to another site.
import Head from 'next/head'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { Button } from '@/components/Button/Button'
import { ButtonLink } from '@/components/Button/ButtonLink'
import { Container } from '@/components/Container/Container'
import { FormMessage } from '@/components/Form/fields'
import { PageHead } from '@/components/Seo/PageHead'
import { useErrorToast } from '@/components/Toasts/Toasts'
import { paths } from '@/config/paths'
import { isApiError } from '@/lib/apiError'
import type { StockAlertLinkAnswer } from '../api/schemas'
import { INVALID_STOCK_ALERT_TOKEN } from '../api/schemas'
import { useStockAlertLink, type StockAlertLinkAction } from '../api/stock-alert-link'
import { stockAlertPaths } from '../paths'
import { theme } from '@/styles/theme'

const Page = styled(Container)`
  display: flex;
  justify-content: center;
  padding-top: ${theme.space.xxl};
  padding-bottom: ${theme.space.xxl};
`

const Card = styled.div`
  display: grid;
  gap: ${theme.space.md};
  width: min(100%, 560px);
  padding: ${theme.space.lg};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.card};

  h1 {
    margin: 0;
    font-size: ${theme.fontSizes.xl};
    color: ${theme.colors.primary};
  }

  p {
    margin: 0;
  }
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`

type Outcome = { kind: 'done'; answer: StockAlertLinkAnswer } | { kind: 'invalid' } | null

type Props = {
  action: StockAlertLinkAction
  /** The ?token= of the mail's link; null when the address has none. */
  token: string | null
}

export function StockAlertLinkPage({ action, token }: Props) {
  const { t } = useTranslation()
  const link = useStockAlertLink()
  const showError = useErrorToast()
  const [outcome, setOutcome] = useState<Outcome>(token ? null : { kind: 'invalid' })
  const outcomeRef = useRef<HTMLDivElement>(null)
  const started = useRef(false)
  const confirm = action === 'confirm'

  const follow = () => {
    if (!token) return
    link.mutate(
      { action, token },
      {
        onSuccess: (answer) => setOutcome({ kind: 'done', answer }),
        onError: (error) => {
          if (isApiError(error) && error.status === 404 && error.ErrorCode === INVALID_STOCK_ALERT_TOKEN) setOutcome({ kind: 'invalid' })
          else showError(error)
        },
      },
    )
  }

  // Confirming is what the link is for: it happens on opening, once (not again on a re-render).
  useEffect(() => {
    if (!confirm || !token || started.current) return
    started.current = true
    follow()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per page
  }, [confirm, token])

  useEffect(() => {
    if (outcome) outcomeRef.current?.focus()
  }, [outcome])

  const title = confirm ? t('StockAlert.Confirm.Title') : t('StockAlert.Unsubscribe.Title')
  let body
  if (outcome?.kind === 'done') {
    const name = outcome.answer.ProductName
    body = (
      <FormMessage ref={outcomeRef} tabIndex={-1} $tone="success" role="status" data-testid="stock-alert-link-done">
        <p>
          {confirm
            ? name
              ? t('StockAlert.Confirm.DoneProduct', { name })
              : t('StockAlert.Confirm.Done')
            : t('StockAlert.Unsubscribe.Done')}
        </p>
      </FormMessage>
    )
  } else if (outcome?.kind === 'invalid') {
    body = (
      <FormMessage ref={outcomeRef} tabIndex={-1} $tone="error" role="alert" data-testid="stock-alert-link-invalid">
        <p>{!token ? t('StockAlert.MissingToken') : confirm ? t('StockAlert.Confirm.Invalid') : t('StockAlert.Unsubscribe.Invalid')}</p>
      </FormMessage>
    )
  } else if (confirm && (link.isPending || link.isIdle)) {
    body = <p aria-busy="true">{t('StockAlert.Confirm.Working')}</p>
  } else {
    // Unsubscribing waits for its one click; a confirmation that failed (not for the link) may be tried again.
    body = (
      <>
        {confirm ? null : <p>{t('StockAlert.Unsubscribe.Intro')}</p>}
        <div>
          <Button type="button" onClick={follow} disabled={link.isPending} aria-busy={link.isPending}>
            {link.isPending
              ? confirm
                ? t('StockAlert.Confirm.Working')
                : t('StockAlert.Unsubscribe.Working')
              : confirm
                ? t('StockAlert.Confirm.Title')
                : t('StockAlert.Unsubscribe.Button')}
          </Button>
        </div>
      </>
    )
  }

  const productUrl = outcome?.kind === 'done' ? outcome.answer.ProductUrl : null
  return (
    <Page>
      <PageHead title={title} path={confirm ? stockAlertPaths.confirm : stockAlertPaths.unsubscribe} noIndex />
      <Head>
        <meta key="referrer" name="referrer" content="no-referrer" />
      </Head>
      <Card>
        <h1>{title}</h1>
        {body}
        {outcome ? (
          <Actions>
            {productUrl ? <ButtonLink href={productUrl}>{t('StockAlert.SeeProduct')}</ButtonLink> : null}
            <ButtonLink href={paths.home} $variant="secondary">
              {t('StockAlert.ToFrontPage')}
            </ButtonLink>
          </Actions>
        ) : null}
      </Card>
    </Page>
  )
}
