// checkout: the checkout page's place. Delivery, invoice details and payment arrive with the checkout issue;
// until then the section says so and leads back to the basket.
import { useTranslation } from 'react-i18next'
import { ButtonLink } from '@/components/Button/ButtonLink'
import { Panel } from '@/components/Cards/Panel'
import { BlockSection } from '@/components/Section/BlockSection'
import { paths } from '@/config/paths'
import type { BlockProps } from '../types'
import type { CheckoutBlock } from './schema'

export function Checkout(_props: BlockProps<CheckoutBlock>) {
  const { t } = useTranslation()
  return (
    <BlockSection title={t('Checkout.Title')} width="narrow" data-block="checkout">
      <Panel>
        <p>{t('Checkout.ComingSoon')}</p>
        <ButtonLink href={paths.basket}>{t('Checkout.BackToBasket')}</ButtonLink>
      </Panel>
    </BlockSection>
  )
}
