// Shown when something failed on our side (the /500 page, or a page whose data could not be loaded).
import Link from 'next/link'
import { useTranslation } from '@/i18n/texts'
import { PageHead } from '@/components/Seo/PageHead'
import { paths } from '@/config/paths'
import { Message, MessageCard } from './MessageLayout'

export function ServerErrorView() {
  const { t } = useTranslation()
  return (
    <Message>
      <PageHead title={t('ServerError.Title')} noIndex />
      <MessageCard>
        <h1>{t('ServerError.Title')}</h1>
        <p>{t('ServerError.Text')}</p>
        <Link href={paths.home}>{t('Common.GoToFrontPage')}</Link>
      </MessageCard>
    </Message>
  )
}
