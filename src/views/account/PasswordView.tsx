// /konto/adgangskode/: change the password (features/account).
import { useTranslation } from '@/i18n/texts'
import { paths } from '@/config/paths'
import { AccountPage } from '@/features/account/components/AccountPage'
import { ChangePasswordForm } from '@/features/account/components/ChangePasswordForm'

export function PasswordView() {
  const { t } = useTranslation()
  return (
    <AccountPage title={t('Account.Password.Title')} path={paths.accountPassword} section="password">
      {(customer) => <ChangePasswordForm customer={customer} />}
    </AccountPage>
  )
}
