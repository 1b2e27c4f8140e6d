// /konto/favoritter/: the customer's favourite products (features/account).
import { useTranslation } from '@/i18n/texts'
import { paths } from '@/config/paths'
import { AccountPage } from '@/features/account/components/AccountPage'
import { Favourites } from '@/features/account/components/Favourites'

export function FavouritesView() {
  const { t } = useTranslation()
  return (
    <AccountPage title={t('Account.Favourites.Title')} path={paths.accountFavourites} section="favourites">
      {() => <Favourites />}
    </AccountPage>
  )
}
