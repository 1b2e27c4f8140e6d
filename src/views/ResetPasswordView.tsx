// /nulstil-adgangskode/?token=…: "Choose a new password" (features/customer/passwordReset/ResetPassword). The page
// sends no Referer, so the token in its address cannot leak to another site.
import Head from 'next/head'
import { useTranslation } from '@/i18n/texts'
import { PageHead } from '@/components/Seo/PageHead'
import { paths } from '@/config/paths'
import { ResetPassword } from '@/features/customer/passwordReset/ResetPassword'
import { FormCard, Message } from './MessageLayout'

type Props = {
  /** The ?token= of the mail's link; null when the address has none. */
  token: string | null
}

export function ResetPasswordView({ token }: Props) {
  const { t } = useTranslation()
  return (
    <Message>
      <PageHead title={t('PasswordReset.Reset.Title')} path={paths.resetPassword} noIndex />
      <Head>
        <meta key="referrer" name="referrer" content="no-referrer" />
      </Head>
      <FormCard>
        <ResetPassword token={token} />
      </FormCard>
    </Message>
  )
}
