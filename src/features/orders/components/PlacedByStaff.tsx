// Who placed an order that staff placed on the customer's behalf (PlacedByStaff, docs/api/impersonation.md): the
// receipt says so in full, the order history marks the row (docs/adr/0028-staff-acting-as-customers.md).
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { theme } from '@/styles/theme'

const Mark = styled.span`
  display: inline-block;
  margin-left: ${theme.space.xs};
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`

/** The receipt's sentence; nothing for an order the customer placed. */
export function PlacedByStaffNote({ name }: { name: string | null | undefined }) {
  const { t } = useTranslation()
  if (!name) return null
  return <p data-testid="placed-by-staff">{t('Account.Receipt.PlacedByStaff', { name })}</p>
}

/** The order history's small mark, the staff member's name in its title. */
export function PlacedByStaffMark({ name }: { name: string | null | undefined }) {
  const { t } = useTranslation()
  if (!name) return null
  return (
    <Mark data-testid="placed-by-staff" title={t('Account.Orders.PlacedByStaffName', { name })}>
      {t('Account.Orders.PlacedByStaff')}
    </Mark>
  )
}
