// /konto/: the account's front page, the customer's overview (features/account).
import { useTranslation } from '@/i18n/texts'
import { paths } from '@/config/paths'
import { AccountPage } from '@/features/account/components/AccountPage'
import { ProfileOverview } from '@/features/account/components/ProfileOverview'

export function ProfileView() {
  const { t } = useTranslation()
  return (
    <AccountPage title={t('Account.Profile.Title')} path={paths.account} section="profile">
      {(customer) => <ProfileOverview customer={customer} />}
    </AccountPage>
  )
}
