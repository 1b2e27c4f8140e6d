// Beside the payment step: what the first two steps hold (the delivery method with its address, service point or
// pickup address, and who the invoice is for), each with a button back to its step.
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { Button } from '@/components/Button/Button'
import { allFields, type FieldDefinition } from '@/components/Form/fieldDefinition'
import { VisuallyHidden } from '@/components/VisuallyHidden/VisuallyHidden'
import type { DeliveryDetails } from '../api/schemas'
import { deliveryKindOf } from '../api/schemas'
import type { CheckoutStep } from '../checkoutSteps'
import { theme } from '@/styles/theme'

const Block = styled.section`
  display: grid;
  gap: ${theme.space.xs};
  padding-bottom: ${theme.space.md};
  border-bottom: 1px solid ${theme.colors.border};

  &:last-child {
    border-bottom: 0;
  }

  h4 {
    margin: 0;
    font-size: ${theme.fontSizes.md};
  }

  p,
  address {
    margin: 0;
    font-style: normal;
    overflow-wrap: anywhere;
  }
`

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.xs};
`

type Props = {
  delivery: DeliveryDetails | undefined
  invoiceFields: readonly FieldDefinition[] | undefined
  onEdit: (step: CheckoutStep) => void
}

function valueOf(fields: readonly FieldDefinition[], name: string): string {
  const value = allFields(fields).find((field) => field.Name === name)?.Value
  return typeof value === 'string' ? value.trim() : ''
}

export function CheckoutRecap({ delivery, invoiceFields = [], onEdit }: Props) {
  const { t } = useTranslation()
  const method = delivery?.DeliveryMethods.find((item) => item.Selected) ?? null
  const kind = method ? deliveryKindOf(method.DeliveryMethodType) : 'none'
  const address = kind === 'address' ? delivery?.DeliveryAddress : null
  const point = kind === 'serviceLocation' ? delivery?.ServiceLocation : null
  const name = [valueOf(invoiceFields, 'FirstName'), valueOf(invoiceFields, 'LastName')].filter(Boolean).join(' ')
  const company = valueOf(invoiceFields, 'Company')
  const email = valueOf(invoiceFields, 'Email')
  const street = valueOf(invoiceFields, 'Address')
  const town = [valueOf(invoiceFields, 'Zip'), valueOf(invoiceFields, 'City')].filter(Boolean).join(' ')

  return (
    <>
      <Block aria-labelledby="checkout-recap-delivery">
        <Head>
          <h4 id="checkout-recap-delivery">{t('Checkout.Steps.Delivery')}</h4>
          <Button type="button" $variant="ghost" onClick={() => onEdit('levering')}>
            {t('Checkout.Recap.Edit')}
            <VisuallyHidden> {t('Checkout.Steps.Delivery')}</VisuallyHidden>
          </Button>
        </Head>
        {method ? <p>{method.Name}</p> : null}
        {address ? (
          <address>
            {[address.Name, address.Company, address.Address, `${address.Zip} ${address.City}`].filter(Boolean).map((line) => (
              <span key={line}>
                {line}
                <br />
              </span>
            ))}
          </address>
        ) : null}
        {point ? (
          <address>
            {point.Name}
            <br />
            {point.Street}, {point.Zip} {point.City}
          </address>
        ) : null}
        {kind === 'none' && method?.PickupAddress ? <p>{method.PickupAddress}</p> : null}
      </Block>
      <Block aria-labelledby="checkout-recap-invoice">
        <Head>
          <h4 id="checkout-recap-invoice">{t('Checkout.Steps.Invoice')}</h4>
          <Button type="button" $variant="ghost" onClick={() => onEdit('oplysninger')}>
            {t('Checkout.Recap.Edit')}
            <VisuallyHidden> {t('Checkout.Steps.Invoice')}</VisuallyHidden>
          </Button>
        </Head>
        <address>
          {[company, name, street, town, email].filter(Boolean).map((line) => (
            <span key={line}>
              {line}
              <br />
            </span>
          ))}
        </address>
      </Block>
    </>
  )
}
