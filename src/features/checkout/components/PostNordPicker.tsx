// PostNord: a postal-code search (GET postnordservicelocations; at first without a code, so the server looks near
// the stored delivery address or the customer's own) and the nearest service points as a radio list with name,
// street, postal code and town, distance and opening hours. The step's handler sends the chosen one's id with
// PUT deliveryadress/{id} as `{ ServiceLocationId }`. The point stored before is chosen again, and the chosen point
// stays on the list whatever is searched next.
import { useRouter } from 'next/router'
import { useId, useImperativeHandle, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { Button } from '@/components/Button/Button'
import { fieldErrorText } from '@/components/Form/fieldErrors'
import { FieldError, Fieldset, FormMessage, Legend } from '@/components/Form/fields'
import { TextField } from '@/components/Form/TextField'
import { useErrorToast } from '@/components/Toasts/Toasts'
import { VisuallyHidden } from '@/components/VisuallyHidden/VisuallyHidden'
import { useAuth } from '@/features/auth/auth-context'
import { zipSchema } from '@/lib/validation'
import { isApiError } from '@/lib/apiError'
import { toLocale } from '@/lib/culture'
import { useServiceLocations } from '../api/get-service-locations'
import type { ServiceLocation } from '../api/schemas'
import { useSetDeliveryAddress } from '../api/set-delivery-address'
import { formatDistance } from '../format'
import type { DeliveryDetailsHandle, HandleRef } from './stepHandle'
import { ChoiceCard, ChoiceDetails, ChoiceList, ChoicePrice, ChoiceTitle, Note, Skeleton } from './styles'
import { theme } from '@/styles/theme'

type Props = {
  basketUid: string
  /** The service point stored for the basket, if any. */
  stored: ServiceLocation | null
  handleRef: HandleRef<DeliveryDetailsHandle>
}

const Search = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${theme.space.sm};

  & > div {
    flex: 0 1 220px;
  }
`

const Wrapper = styled.div`
  display: grid;
  gap: ${theme.space.md};
`

export function PostNordPicker({ basketUid, stored, handleRef }: Props) {
  const { t } = useTranslation()
  const locale = toLocale(useRouter().locale)
  const { customer } = useAuth()
  const showError = useErrorToast()
  const setAddress = useSetDeliveryAddress(basketUid)
  const legendId = useId()
  const errorId = useId()
  const zipRef = useRef<HTMLInputElement>(null)
  const listRef = useRef<HTMLUListElement>(null)
  const [zipInput, setZipInput] = useState(() => stored?.Zip || customer?.Zip || '')
  const [zipError, setZipError] = useState<string | null>(null)
  // null: near the address the server knows (the first look); a code: what the shopper searched for.
  const [searched, setSearched] = useState<string | null>(null)
  const [chosen, setChosen] = useState<ServiceLocation | null>(stored)
  const chosenId = chosen?.Id ?? null
  const [pointError, setPointError] = useState<string | null>(null)
  const locations = useServiceLocations(basketUid, searched)

  const found = locations.data?.ServiceLocations ?? []
  // The chosen point stays on the list (first) when a search does not bring it.
  const points = chosen && !found.some((point) => point.Id === chosen.Id) ? [chosen, ...found] : found
  const searchError = locations.error
  // The first look without a postal code may find none to go by: that is no error, the shopper types one.
  const noAddressYet = searched === null && isApiError(searchError) && searchError.status === 400
  const serverZipError = searched !== null && isApiError(searchError) ? (searchError.Errors.Zip ?? searchError.Errors.zip ?? null) : null
  const unavailable = isApiError(searchError) && searchError.status === 503

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // The search form sits inside the step: its submit must not reach anything around it.
    event.stopPropagation()
    const parsed = zipSchema.safeParse(zipInput)
    if (!parsed.success) {
      setZipError(fieldErrorText(t, { type: 'zod', message: parsed.error.issues[0]?.message ?? 'Forms.Zip' }) ?? null)
      zipRef.current?.focus()
      return
    }
    setZipError(null)
    setPointError(null)
    if (parsed.data === searched) void locations.refetch()
    else setSearched(parsed.data)
  }

  useImperativeHandle(handleRef, () => ({
    submit: async (deliveryMethodId: string) => {
      if (!chosenId) {
        setPointError(t('Checkout.PostNord.ChoosePoint'))
        const firstRadio = listRef.current?.querySelector('input')
        if (firstRadio) firstRadio.focus()
        else zipRef.current?.focus()
        return false
      }
      try {
        await setAddress.mutateAsync({ deliveryMethodId, body: { ServiceLocationId: chosenId } })
        return true
      } catch (error) {
        const message = isApiError(error) ? (error.Errors.ServiceLocationId ?? (error.status === 503 ? error.Message : null)) : null
        if (message) {
          setPointError(message)
          listRef.current?.querySelector<HTMLInputElement>('input:checked')?.focus()
        } else showError(error)
        return false
      }
    },
  }))

  const shownZipError = zipError ?? serverZipError
  return (
    <Wrapper>
      <Search role="search" aria-label={t('Checkout.PostNord.SearchLabel')} noValidate onSubmit={search}>
        <TextField
          ref={zipRef}
          label={t('Checkout.PostNord.Zip')}
          name="zip"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={4}
          value={zipInput}
          error={shownZipError ?? undefined}
          onChange={(event) => {
            setZipInput(event.target.value)
            if (zipError) setZipError(null)
          }}
        />
        <Button type="submit" $variant="secondary" disabled={locations.isFetching}>
          {t('Checkout.PostNord.Search')}
        </Button>
      </Search>
      {unavailable ? (
        <FormMessage $tone="error" role="alert">
          <p>{searchError.Message ?? t('Checkout.PostNord.Unavailable')}</p>
        </FormMessage>
      ) : null}
      {locations.isPending && locations.fetchStatus !== 'idle' ? (
        <div aria-busy="true">
          <Note role="status">{t('Checkout.PostNord.Searching')}</Note>
          <Skeleton $height="120px" aria-hidden="true" />
        </div>
      ) : null}
      {noAddressYet && points.length === 0 ? <Note>{t('Checkout.PostNord.TypeZip')}</Note> : null}
      {searched !== null && locations.isSuccess && found.length === 0 ? (
        <Note role="status">{t('Checkout.PostNord.NoneFound')}</Note>
      ) : null}
      {points.length > 0 ? (
        <Fieldset aria-labelledby={legendId} aria-describedby={pointError ? errorId : undefined}>
          <Legend id={legendId}>{t('Checkout.PostNord.ChooseLegend')}</Legend>
          <ChoiceList ref={listRef}>
            {points.map((point) => (
              <li key={point.Id}>
                <ServicePointOption
                  point={point}
                  checked={chosenId === point.Id}
                  invalid={pointError !== null}
                  distance={point.DistanceMeters !== null && point.DistanceMeters > 0 ? formatDistance(point.DistanceMeters, locale) : null}
                  onChoose={() => {
                    setChosen(point)
                    setPointError(null)
                  }}
                />
              </li>
            ))}
          </ChoiceList>
        </Fieldset>
      ) : null}
      {pointError ? <FieldError id={errorId}>{pointError}</FieldError> : null}
    </Wrapper>
  )
}

type OptionProps = { point: ServiceLocation; checked: boolean; invalid: boolean; distance: string | null; onChoose: () => void }

function ServicePointOption({ point, checked, invalid, distance, onChoose }: OptionProps) {
  const { t } = useTranslation()
  const titleId = useId()
  const detailsId = useId()
  return (
    <ChoiceCard>
      <input
        type="radio"
        name="serviceLocation"
        value={point.Id}
        checked={checked}
        aria-invalid={invalid || undefined}
        aria-labelledby={titleId}
        aria-describedby={detailsId}
        onChange={onChoose}
      />
      <ChoiceTitle id={titleId}>{point.Name}</ChoiceTitle>
      {/* Read with the details (below); shown here to compare at a glance. */}
      <ChoicePrice aria-hidden="true">{distance}</ChoicePrice>
      <ChoiceDetails id={detailsId}>
        <span>
          {point.Street}, {point.Zip} {point.City}
        </span>
        {distance ? <VisuallyHidden>{t('Checkout.PostNord.DistanceAway', { distance })}</VisuallyHidden> : null}
        {point.OpeningHours.length > 0 ? (
          <>
            <span>{t('Checkout.PostNord.OpeningHours')}:</span>
            {point.OpeningHours.map((hours) => (
              <span key={hours}>{hours}</span>
            ))}
          </>
        ) : null}
      </ChoiceDetails>
    </ChoiceCard>
  )
}
