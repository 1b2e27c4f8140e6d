// checkout: the checkout page's place. Delivery, invoice details and payment arrive with the checkout issue;
// until then the section says so and leads back to the basket.
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { ButtonLink } from '@/components/Button/ButtonLink'
import { BlockSection } from '@/components/Section/BlockSection'
import { paths } from '@/config/paths'
import type { BlockProps } from '../types'
import type { CheckoutBlock } from './schema'

const Card = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  justify-items: start;
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};

  p {
    margin: 0;
  }
`

export function Checkout(_props: BlockProps<CheckoutBlock>) {
  const { t } = useTranslation()
  return (
    <BlockSection title={t('Checkout.Title')} width="narrow" data-block="checkout">
      <Card>
        <p>{t('Checkout.ComingSoon')}</p>
        <ButtonLink href={paths.basket}>{t('Checkout.BackToBasket')}</ButtonLink>
      </Card>
    </BlockSection>
  )
}
