// /glemt-adgangskode/: "Forgot your password?" (features/customer/passwordReset/ForgotPassword).
import { useTranslation } from '@/i18n/texts'
import { PageHead } from '@/components/Seo/PageHead'
import { paths } from '@/config/paths'
import { ForgotPassword } from '@/features/customer/passwordReset/ForgotPassword'
import { FormCard, Message } from './MessageLayout'

export function ForgotPasswordView() {
  const { t } = useTranslation()
  return (
    <Message>
      <PageHead title={t('PasswordReset.Forgot.Title')} path={paths.forgotPassword} noIndex />
      <FormCard>
        <ForgotPassword />
      </FormCard>
    </Message>
  )
}
