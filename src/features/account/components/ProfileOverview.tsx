// The account's front page (/konto/): a greeting with the latest order, the customer's details, their marketing
// choices, and their data (download it, or delete the account: YourDataCard). Details and choices are two forms,
// each saved on its own with PUT /api/customer/ (docs/product.md §5: they validate on submit, revalidate on change, focus the
// first field with an error and show the server's field errors beneath the fields). A business customer also edits
// the company and invoice fields (docs/product.md §3); e-mail, CVR and the customer number are shown read-only, since only
// customer service changes them (docs/api/customers.md).
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import type { Customer } from '@/features/customer/api/schemas'
import { LatestOrderCard } from './LatestOrderCard'
import { MarketingCard } from './MarketingCard'
import { ProfileForm } from './ProfileForm'
import { YourDataCard } from './YourDataCard'
import { theme } from '@/styles/theme'

const Intro = styled.p`
  font-size: ${theme.fontSizes.lg};
`

export function ProfileOverview({ customer }: { customer: Customer }) {
  const { t } = useTranslation()
  const business = customer.ClientType === 'B2B'
  return (
    <>
      <Intro>
        {business && customer.Company
          ? t('Account.Overview.HelloBusiness', { name: customer.FirstName, company: customer.Company })
          : t('Account.Overview.Hello', { name: customer.FirstName })}
      </Intro>
      <LatestOrderCard />
      <ProfileForm customer={customer} />
      <MarketingCard />
      <YourDataCard customer={customer} />
    </>
  )
}
