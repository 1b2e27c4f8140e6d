// Step 1, "Levering": the delivery methods on offer (GET deliverydetails) as a radio group with name, description,
// price ("Gratis" at 0, "Gratis over 799,-" while it still costs) and the pickup address. Choosing one calls
// PUT deliverymethod/{id} at once, so the totals beside the steps follow. Below the choice: the address form (home
// delivery, Burd) or the service point search (PostNord). The step's handler stores the method with what it needs
// (PUT deliveryadress/{id}) and moves on only when the server accepted it.
import { useEffect, useId, useImperativeHandle, useRef, useState } from 'react'
import { useTranslation } from '@/i18n/texts'
import { FieldError, Fieldset, FormMessage, Legend } from '@/components/Form/fields'
import { useErrorToast } from '@/components/Toasts/Toasts'
import { useBasket } from '@/features/basket/BasketProvider'
import { useTrackShippingInfo } from '@/features/tracking/useCommerceTracking'
import { useDeliveryDetails } from '../api/get-delivery-details'
import { deliveryKindOf, type DeliveryMethod } from '../api/schemas'
import { useSelectDeliveryMethod } from '../api/select-delivery-method'
import { useSetDeliveryAddress } from '../api/set-delivery-address'
import { deliveryPriceTexts } from '../format'
import { AddressForm } from './AddressForm'
import { PostNordPicker } from './PostNordPicker'
import type { DeliveryDetailsHandle, HandleRef, StepHandle } from './stepHandle'
import { ChoiceCard, ChoiceDetails, ChoiceList, ChoicePrice, ChoiceTitle, StepSection, SubHeading } from './styles'

type Props = {
  basketUid: string
  handleRef: HandleRef<StepHandle>
  /** Why the shopper was sent back here (DeliveryAddressStateInvalid at payment). */
  notice: string | null
}

export function DeliveryStep({ basketUid, handleRef, notice }: Props) {
  const { t } = useTranslation()
  const showError = useErrorToast()
  const details = useDeliveryDetails(basketUid)
  const select = useSelectDeliveryMethod(basketUid)
  const setAddress = useSetDeliveryAddress(basketUid)
  const { basket } = useBasket()
  const trackShipping = useTrackShippingInfo()
  const legendId = useId()
  const errorId = useId()
  const listRef = useRef<HTMLUListElement>(null)
  const noticeRef = useRef<HTMLDivElement>(null)
  const detailsRef = useRef<DeliveryDetailsHandle>(null)
  // The shopper's click, shown at once while the server is asked; the server's choice otherwise.
  const [clicked, setClicked] = useState<string | null>(null)
  const [methodError, setMethodError] = useState<string | null>(null)

  const methods = details.data?.DeliveryMethods ?? []
  const selectedId = clicked ?? methods.find((method) => method.Selected)?.Id ?? null
  const selected = methods.find((method) => method.Id === selectedId) ?? null
  const kind = selected ? deliveryKindOf(selected.DeliveryMethodType) : 'none'

  useEffect(() => {
    if (notice) noticeRef.current?.focus()
  }, [notice])

  const choose = (method: DeliveryMethod) => {
    setClicked(method.Id)
    setMethodError(null)
    select.mutate(method.Id, {
      onSettled: () => setClicked(null),
      onError: (error) => showError(error),
    })
  }

  useImperativeHandle(handleRef, () => ({
    submit: async () => {
      if (!selected) {
        setMethodError(t('Checkout.Delivery.ChooseMethod'))
        listRef.current?.querySelector('input')?.focus()
        return false
      }
      // Analytics' add_shipping_info once the method is stored with what it needs.
      const stored = () => {
        if (basket) trackShipping(basket, selected)
        return true
      }
      if (kind !== 'none') return (await detailsRef.current?.submit(selected.Id)) ? stored() : false
      try {
        await setAddress.mutateAsync({ deliveryMethodId: selected.Id, body: {} })
        return stored()
      } catch (error) {
        showError(error)
        return false
      }
    },
  }))

  return (
    <StepSection>
      {notice ? (
        <FormMessage ref={noticeRef} $tone="error" role="alert" tabIndex={-1} data-testid="delivery-notice">
          <p>{notice}</p>
        </FormMessage>
      ) : null}
      <Fieldset aria-labelledby={legendId} aria-describedby={methodError ? errorId : undefined} aria-busy={select.isPending}>
        <Legend id={legendId}>{t('Checkout.Delivery.ChooseLegend')}</Legend>
        <ChoiceList ref={listRef}>
          {methods.map((method) => (
            <li key={method.Id}>
              <DeliveryMethodOption
                method={method}
                checked={method.Id === selectedId}
                invalid={methodError !== null}
                onChoose={() => choose(method)}
              />
            </li>
          ))}
        </ChoiceList>
        {methodError ? <FieldError id={errorId}>{methodError}</FieldError> : null}
      </Fieldset>
      {selected && kind === 'address' ? (
        <section aria-labelledby={`${legendId}-address`}>
          <SubHeading id={`${legendId}-address`}>{t('Checkout.Delivery.AddressHeading')}</SubHeading>
          <AddressForm key={selected.Id} basketUid={basketUid} deliveryMethodId={selected.Id} handleRef={detailsRef} />
        </section>
      ) : null}
      {selected && kind === 'serviceLocation' ? (
        <section aria-labelledby={`${legendId}-postnord`}>
          <SubHeading id={`${legendId}-postnord`}>{t('Checkout.PostNord.Heading')}</SubHeading>
          <PostNordPicker key={selected.Id} basketUid={basketUid} stored={details.data?.ServiceLocation ?? null} handleRef={detailsRef} />
        </section>
      ) : null}
    </StepSection>
  )
}

type OptionProps = { method: DeliveryMethod; checked: boolean; invalid: boolean; onChoose: () => void }

function DeliveryMethodOption({ method, checked, invalid, onChoose }: OptionProps) {
  const { t } = useTranslation()
  const titleId = useId()
  const priceId = useId()
  const detailsId = useId()
  const { price, freeAbove } = deliveryPriceTexts(method, t)
  const hasDetails = Boolean(method.Description || freeAbove || method.PickupAddress)
  return (
    <ChoiceCard>
      <input
        type="radio"
        name="deliveryMethod"
        value={method.Id}
        checked={checked}
        aria-invalid={invalid || undefined}
        aria-labelledby={`${titleId} ${priceId}`}
        aria-describedby={hasDetails ? detailsId : undefined}
        onChange={onChoose}
      />
      <ChoiceTitle id={titleId}>{method.Name}</ChoiceTitle>
      <ChoicePrice id={priceId}>{price}</ChoicePrice>
      {hasDetails ? (
        <ChoiceDetails id={detailsId}>
          {method.Description ? <span>{method.Description}</span> : null}
          {freeAbove ? <span>{freeAbove}</span> : null}
          {method.PickupAddress ? <span>{t('Checkout.Delivery.PickupAt', { address: method.PickupAddress })}</span> : null}
        </ChoiceDetails>
      ) : null}
    </ChoiceCard>
  )
}
