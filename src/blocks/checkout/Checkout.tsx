// checkout: the checkout page's block (/kassen/): delivery, invoice details and payment in a wizard, beside the
// order summary (features/checkout).
import { useTranslation } from '@/i18n/texts'
import { BlockSection } from '@/components/Section/BlockSection'
import { CheckoutView } from '@/features/checkout/components/CheckoutView'
import type { BlockProps } from '../types'
import type { CheckoutBlock } from './schema'

export function Checkout(_props: BlockProps<CheckoutBlock>) {
  const { t } = useTranslation()
  return (
    <BlockSection title={t('Checkout.Title')} data-block="checkout">
      <CheckoutView />
    </BlockSection>
  )
}
