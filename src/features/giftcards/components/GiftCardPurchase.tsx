// Buy a gift card (the giftCardDefault block renders it): choose a suggested amount or a free amount within the
// limits, how many, and whether it is a gift with a greeting, then put it in the basket (POST basket/giftcard,
// created on first use). A free amount is checked on submit (and on every change after that); a field the server
// refuses is explained beneath that field in the server's words, anything else in the error toast
// (docs/product.md §8). A failure keeps what the shopper typed; a success confirms with a toast and starts the form
// afresh.
import Link from 'next/link'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { Button } from '@/components/Button/Button'
import { CmsImage } from '@/components/CmsImage/CmsImage'
import {
  CheckboxLabel,
  Choice,
  ChoiceGroup,
  Field,
  FieldError,
  Fieldset,
  Hint,
  Input,
  Label,
  Legend,
  TextArea,
} from '@/components/Form/fields'
import { QuantityStepper } from '@/components/QuantityStepper/QuantityStepper'
import { BlockSection } from '@/components/Section/BlockSection'
import { showSuccessToast, useErrorToast } from '@/components/Toasts/Toasts'
import { GIFT_CARD_GREETING_MAX_LENGTH, GIFT_CARD_MAX_QUANTITY, ORE_PER_KRONE } from '@/config/constants'
import { paths } from '@/config/paths'
import { useBasket } from '@/features/basket/BasketProvider'
import { useBasketChange } from '@/features/basket/api/basket-change'
import { addGiftCard, type AddGiftCardBody } from '@/features/basket/api/giftcards'
import { isApiError } from '@/lib/apiError'
import { formatPrice } from '@/lib/money'
import type { Image } from '@/lib/schemas'
import { allowedAmounts, checkFreeAmount } from '../giftCardAmount'
import { theme } from '@/styles/theme'

const IMAGE_WIDTH = 640
const IMAGE_SIZES = '(min-width: 1440px) 640px, (min-width: 768px) 45vw, 100vw'
const FREE = 'free'
const START_QUANTITY = 1

/** The fields the server may name in its error map (docs/api/README.md basket/giftcard), in the order of the form. */
const SERVER_FIELDS = ['Amount', 'Quantity', 'Greeting'] as const
type ServerField = (typeof SERVER_FIELDS)[number]
type ServerErrors = Partial<Record<ServerField, string>>

type GiftCardPurchase = Omit<AddGiftCardBody, 'BasketUid'>

const Layout = styled.div<{ $withImage: boolean }>`
  display: grid;
  gap: ${theme.space.xl};
  align-items: start;

  ${theme.media.tablet} {
    grid-template-columns: ${({ $withImage }) => ($withImage ? 'minmax(0, 1fr) minmax(0, 1fr)' : 'minmax(0, 640px)')};
  }
`

const ImageFrame = styled.div`
  overflow: hidden;
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.card};
`

const Form = styled.form`
  display: grid;
  gap: ${theme.space.lg};
  padding: ${theme.space.lg};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.card};
`

const Total = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.lg};
  font-weight: 700;
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.md};
`

/** Adds gift cards to the visitor's basket, creating it on first use; a basket the server no longer knows is
 * replaced once (as for products, add-basket-item.ts). */
function useAddGiftCard(onAdded: (purchase: GiftCardPurchase) => void) {
  const { basketId, ensureBasketId, forgetBasketId } = useBasket()
  return useBasketChange(
    async (purchase: GiftCardPurchase) => {
      const basketUid = await ensureBasketId()
      try {
        return await addGiftCard({ BasketUid: basketUid, ...purchase })
      } catch (error) {
        if (!isApiError(error) || !error.isNotFound) throw error
        forgetBasketId(basketUid)
        return addGiftCard({ BasketUid: await ensureBasketId(), ...purchase })
      }
    },
    { basketUid: basketId, onSuccess: (_answer, purchase) => onAdded(purchase) },
  )
}

/** What the editor offers: the suggested amounts and the free amount's limits, in øre. */
export type GiftCardOffer = {
  Title: string
  Text: string | null
  Image: Image | null
  Amounts: readonly number[]
  MinAmount: number
  MaxAmount: number
}

export function GiftCardPurchase({ offer: block }: { offer: GiftCardOffer }) {
  const { t } = useTranslation()
  const id = useId()
  const showError = useErrorToast()
  const amounts = allowedAmounts(block.Amounts, block.MinAmount, block.MaxAmount)
  const startChoice = amounts[0] !== undefined ? String(amounts[0]) : FREE
  const [choice, setChoice] = useState<string>(startChoice)
  const [freeText, setFreeText] = useState('')
  // Set on leaving the free amount field or on submit; from then on the amount is checked on every change.
  const [freeTouched, setFreeTouched] = useState(false)
  const [quantity, setQuantity] = useState(START_QUANTITY)
  // The stepper keeps its own value; a new key starts it afresh when the form is reset.
  const [stepperKey, setStepperKey] = useState(0)
  const [isGift, setIsGift] = useState(false)
  const [greeting, setGreeting] = useState('')
  const [serverErrors, setServerErrors] = useState<ServerErrors>({})
  const [added, setAdded] = useState(false)

  const formRef = useRef<HTMLFormElement>(null)
  const freeRef = useRef<HTMLInputElement>(null)
  const quantityRef = useRef<HTMLDivElement>(null)
  const greetingRef = useRef<HTMLTextAreaElement>(null)
  // A field to focus once its error message is on the page (so the message is read with the field).
  const focusRef = useRef<ServerField | null>(null)

  const addGiftCardLine = useAddGiftCard((purchase) =>
    showSuccessToast(t('GiftCard.AddedToast', { count: purchase.Quantity, amount: formatPrice(purchase.Amount) })),
  )
  const pending = addGiftCardLine.isPending

  const free = choice === FREE
  const freeCheck = checkFreeAmount(freeText, block.MinAmount, block.MaxAmount)
  const amount = free ? (freeCheck.ok ? freeCheck.amount : null) : Number(choice)
  const min = formatPrice(block.MinAmount)
  const max = formatPrice(block.MaxAmount)
  const freeError = free && freeTouched && !freeCheck.ok ? t('GiftCard.AmountOutOfRange', { min, max }) : null
  const amountError = freeError ?? serverErrors.Amount ?? null

  const ids = {
    amountError: `${id}-amount-error`,
    free: `${id}-free`,
    freeHint: `${id}-free-hint`,
    quantityError: `${id}-quantity-error`,
    greeting: `${id}-greeting`,
    greetingHint: `${id}-greeting-hint`,
    greetingError: `${id}-greeting-error`,
  }

  useEffect(() => {
    const field = focusRef.current
    if (!field) return
    focusRef.current = null
    if (field === 'Amount') {
      const target = free ? freeRef.current : formRef.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked')
      target?.focus()
    } else if (field === 'Quantity') {
      quantityRef.current?.querySelector('input')?.focus()
    } else {
      greetingRef.current?.focus()
    }
  })

  const clearServerError = (field: ServerField) =>
    setServerErrors((errors) => (errors[field] === undefined ? errors : { ...errors, [field]: undefined }))

  const reset = () => {
    setChoice(startChoice)
    setFreeText('')
    setFreeTouched(false)
    setQuantity(START_QUANTITY)
    setStepperKey((key) => key + 1)
    setIsGift(false)
    setGreeting('')
    setServerErrors({})
    setAdded(true)
  }

  const fail = (error: unknown) => {
    const fields = isApiError(error) ? SERVER_FIELDS.filter((field) => error.Errors[field]) : []
    if (!isApiError(error) || fields.length === 0) {
      showError(error)
      return
    }
    setServerErrors(Object.fromEntries(fields.map((field) => [field, error.Errors[field]])))
    focusRef.current = fields[0] ?? null
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (pending) return
    setFreeTouched(true)
    if (amount === null) {
      // Re-render to show the message, then focus the field it belongs to.
      focusRef.current = 'Amount'
      setServerErrors({})
      return
    }
    setServerErrors({})
    setAdded(false)
    addGiftCardLine.mutate(
      { Amount: amount, Quantity: quantity, IsGift: isGift, Greeting: isGift ? greeting : '' },
      { onSuccess: reset, onError: fail },
    )
  }

  const chooseAmount = (value: string) => {
    setChoice(value)
    clearServerError('Amount')
  }

  return (
    <BlockSection title={block.Title} intro={block.Text} data-block="giftCardDefault">
      <Layout $withImage={Boolean(block.Image)}>
        {block.Image ? (
          <ImageFrame>
            <CmsImage image={block.Image} preset="Landscape" width={IMAGE_WIDTH} sizes={IMAGE_SIZES} />
          </ImageFrame>
        ) : null}
        <Form ref={formRef} aria-label={block.Title} noValidate onSubmit={onSubmit}>
          <Fieldset>
            <Legend>{t('GiftCard.Amount')}</Legend>
            {amounts.length > 0 ? (
              <ChoiceGroup>
                {amounts.map((value) => (
                  <Choice key={value}>
                    <input
                      type="radio"
                      name={`${id}-amount`}
                      value={String(value)}
                      checked={choice === String(value)}
                      onChange={() => chooseAmount(String(value))}
                      aria-describedby={!free && amountError ? ids.amountError : undefined}
                    />
                    <span>{formatPrice(value)}</span>
                  </Choice>
                ))}
                <Choice>
                  <input type="radio" name={`${id}-amount`} value={FREE} checked={free} onChange={() => chooseAmount(FREE)} />
                  <span>{t('GiftCard.OtherAmount')}</span>
                </Choice>
              </ChoiceGroup>
            ) : null}
            {free ? (
              <Field>
                <Label htmlFor={ids.free}>{t('GiftCard.FreeAmount')}</Label>
                <Input
                  ref={freeRef}
                  id={ids.free}
                  type="number"
                  inputMode="numeric"
                  min={block.MinAmount / ORE_PER_KRONE}
                  max={block.MaxAmount / ORE_PER_KRONE}
                  step={1}
                  value={freeText}
                  onChange={(event) => {
                    setFreeText(event.target.value)
                    clearServerError('Amount')
                  }}
                  onBlur={() => setFreeTouched(true)}
                  aria-invalid={amountError ? true : undefined}
                  aria-describedby={amountError ? `${ids.freeHint} ${ids.amountError}` : ids.freeHint}
                />
                <Hint id={ids.freeHint}>{t('GiftCard.AmountRange', { min, max })}</Hint>
                {amountError ? <FieldError id={ids.amountError}>{amountError}</FieldError> : null}
              </Field>
            ) : amountError ? (
              <FieldError id={ids.amountError}>{amountError}</FieldError>
            ) : null}
          </Fieldset>

          <Field ref={quantityRef}>
            <Label as="span" aria-hidden="true">
              {t('GiftCard.Quantity')}
            </Label>
            <QuantityStepper
              key={stepperKey}
              quantity={START_QUANTITY}
              maxQuantity={GIFT_CARD_MAX_QUANTITY}
              maxReason="limit"
              onValueChange={(value) => {
                setQuantity(value)
                clearServerError('Quantity')
              }}
              label={t('GiftCard.Quantity')}
            />
            {/* The stepper's field cannot point at this message, so it is announced when it appears. */}
            {serverErrors.Quantity ? (
              <FieldError id={ids.quantityError} role="alert">
                {serverErrors.Quantity}
              </FieldError>
            ) : null}
          </Field>

          <div>
            <CheckboxLabel>
              <input type="checkbox" checked={isGift} onChange={(event) => setIsGift(event.target.checked)} />
              {t('GiftCard.IsGift')}
            </CheckboxLabel>
            {isGift ? (
              <Field>
                <Label htmlFor={ids.greeting}>{t('GiftCard.Greeting')}</Label>
                <TextArea
                  ref={greetingRef}
                  id={ids.greeting}
                  value={greeting}
                  maxLength={GIFT_CARD_GREETING_MAX_LENGTH}
                  onChange={(event) => {
                    setGreeting(event.target.value)
                    clearServerError('Greeting')
                  }}
                  aria-invalid={serverErrors.Greeting ? true : undefined}
                  aria-describedby={serverErrors.Greeting ? `${ids.greetingHint} ${ids.greetingError}` : ids.greetingHint}
                />
                <Hint id={ids.greetingHint}>
                  {t('GiftCard.GreetingLength', { length: greeting.length, max: GIFT_CARD_GREETING_MAX_LENGTH })}
                </Hint>
                {serverErrors.Greeting ? <FieldError id={ids.greetingError}>{serverErrors.Greeting}</FieldError> : null}
              </Field>
            ) : null}
          </div>

          {amount !== null ? <Total aria-live="polite">{t('GiftCard.Total', { total: formatPrice(amount * quantity) })}</Total> : null}

          <Actions>
            <Button type="submit" disabled={pending} aria-busy={pending}>
              {t('GiftCard.AddToBasket')}
            </Button>
            {added ? <Link href={paths.basket}>{t('GiftCard.GoToBasket')}</Link> : null}
          </Actions>
        </Form>
      </Layout>
    </BlockSection>
  )
}
