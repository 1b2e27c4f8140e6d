// createCustomer: the entry to becoming a customer (B2C or B2B). The sign-up wizard arrives with the customers
// issue; until then the block introduces it and points to the login.
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { ButtonLink } from '@/components/Button/ButtonLink'
import { Panel } from '@/components/Cards/Panel'
import { BlockSection } from '@/components/Section/BlockSection'
import { paths } from '@/config/paths'
import type { BlockProps } from '../types'
import type { CreateCustomerBlock } from './schema'

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

export function CreateCustomer({ block }: BlockProps<CreateCustomerBlock>) {
  const { t } = useTranslation()
  const business = block.ClientType === 'B2B'
  return (
    <BlockSection
      title={block.Title || (business ? t('CreateCustomer.TitleB2B') : t('CreateCustomer.TitleB2C'))}
      width="narrow"
      data-block="createCustomer"
    >
      <Panel data-client-type={block.ClientType}>
        <p>{block.Text || (business ? t('CreateCustomer.IntroB2B') : t('CreateCustomer.IntroB2C'))}</p>
        <Note>{t('CreateCustomer.ComingSoon')}</Note>
        <p>{t('CreateCustomer.HaveAccount')}</p>
        <ButtonLink href={paths.login} $variant="secondary">
          {t('Account.LogIn')}
        </ButtonLink>
      </Panel>
    </BlockSection>
  )
}
