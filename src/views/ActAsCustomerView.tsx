// /handl-som/?token=…: the admin's "Handl som kunden" link (features/impersonation/RedeemLink). Not indexed, and no
// Referer: the token in the address must not leak to another site.
import Head from 'next/head'
import { useTranslation } from '@/i18n/texts'
import { PageHead } from '@/components/Seo/PageHead'
import { paths } from '@/config/paths'
import { RedeemLink } from '@/features/impersonation/components/RedeemLink'
import { FormCard, Message } from './MessageLayout'

export function ActAsCustomerView({ token }: { token: string | null }) {
  const { t } = useTranslation()
  return (
    <Message>
      <PageHead title={t('Impersonation.Redeem.Title')} path={paths.actAsCustomer} noIndex />
      <Head>
        <meta key="referrer" name="referrer" content="no-referrer" />
      </Head>
      <FormCard>
        <RedeemLink token={token} />
      </FormCard>
    </Message>
  )
}
