// The storefront's "page not found", used by /404 and by pages whose content or product does not exist.
import Link from 'next/link'
import { useTranslation } from '@/i18n/texts'
import { PageHead } from '@/components/Seo/PageHead'
import { paths } from '@/config/paths'
import { Message, MessageCard } from './MessageLayout'

export function NotFoundView() {
  const { t } = useTranslation()
  return (
    <Message>
      <PageHead title={t('NotFound.Title')} noIndex />
      <MessageCard>
        <h1>{t('NotFound.Title')}</h1>
        <p>{t('NotFound.Text')}</p>
        <Link href={paths.home}>{t('Common.GoToFrontPage')}</Link>
      </MessageCard>
    </Message>
  )
}
