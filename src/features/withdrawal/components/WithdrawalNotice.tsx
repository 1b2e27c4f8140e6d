// The withdrawal part of a receipt (the account's order page and the checkout's receipt): while the order may be
// withdrawn from, the deadline and the link "Fortryd købet her"; otherwise why not (the period ended, a business
// order, nothing in it can be withdrawn, all withdrawn). Says nothing while it loads or if it cannot be read: the
// receipt stands without it, and the footer's page is always there.
import { useRouter } from 'next/router'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { ButtonLink } from '@/components/Button/ButtonLink'
import { paths } from '@/config/paths'
import { toLocale } from '@/lib/culture'
import { useOrderWithdrawal } from '../api/get-order-withdrawal'
import { formatDay } from '../format'
import { closedText } from './statusText'
import { theme } from '@/styles/theme'

const Notice = styled.section`
  display: grid;
  gap: ${theme.space.sm};
  justify-items: start;

  h2 {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
  }

  p {
    margin: 0;
  }

  @media print {
    a {
      display: none;
    }
  }
`

export function WithdrawalNotice({ orderUid, className }: { orderUid: string; className?: string }) {
  const { t } = useTranslation()
  const locale = toLocale(useRouter().locale)
  const { data } = useOrderWithdrawal(orderUid)
  // A cancelled order says so in its status already.
  if (!data || data.Status === 'Cancelled') return null
  const lastDay = formatDay(data.LastDay, locale)
  return (
    <Notice className={className} aria-labelledby={`withdrawal-${orderUid}`} data-testid="withdrawal-notice">
      <h2 id={`withdrawal-${orderUid}`}>{t('Withdrawal.Notice.Heading')}</h2>
      {data.Status === 'Open' ? (
        <>
          <p>{lastDay ? t('Withdrawal.Notice.OpenUntil', { date: lastDay }) : t('Withdrawal.Notice.OpenNotDelivered')}</p>
          <ButtonLink href={paths.withdrawalOrder(orderUid)} $variant="secondary">
            {t('Withdrawal.Link')}
          </ButtonLink>
        </>
      ) : (
        <p>{closedText(t, data, locale)}</p>
      )}
    </Notice>
  )
}
