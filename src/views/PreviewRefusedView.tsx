// An editor's preview link that the content service refused (forged or expired, docs/adr/0008).
import Link from 'next/link'
import { useTranslation } from '@/i18n/texts'
import { PageHead } from '@/components/Seo/PageHead'
import { paths } from '@/config/paths'
import { Message, MessageCard } from './MessageLayout'

export function PreviewRefusedView() {
  const { t } = useTranslation()
  return (
    <Message>
      <PageHead title={t('Preview.RefusedTitle')} noIndex />
      <MessageCard>
        <h1>{t('Preview.RefusedTitle')}</h1>
        <p>{t('Preview.RefusedText')}</p>
        <Link href={paths.home}>{t('Common.GoToFrontPage')}</Link>
      </MessageCard>
    </Message>
  )
}
