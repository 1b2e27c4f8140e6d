// giftCardDefault: choose a gift card: a suggested amount or a free amount within the limits, how many, and
// whether it is a gift with a greeting. The gift card API arrives with the gift card issue: until then the
// submit button stays disabled and says why. Nothing pretends to succeed.
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
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
import { PendingNote } from '@/components/Cards/Panel'
import { BlockSection } from '@/components/Section/BlockSection'
import { GIFT_CARD_GREETING_MAX_LENGTH, GIFT_CARD_MAX_QUANTITY, ORE_PER_KRONE } from '@/config/constants'
import { formatPrice } from '@/lib/money'
import type { BlockProps } from '../types'
import { allowedAmounts, checkFreeAmount } from './giftCardAmount'
import type { GiftCardDefaultBlock } from './schema'

const IMAGE_WIDTH = 640
const IMAGE_SIZES = '(min-width: 1440px) 640px, (min-width: 768px) 45vw, 100vw'
const FREE = 'free'

const Layout = styled.div<{ $withImage: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: ${({ $withImage }) => ($withImage ? 'minmax(0, 1fr) minmax(0, 1fr)' : 'minmax(0, 640px)')};
  }
`

const ImageFrame = styled.div`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
`

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`

const Total = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
`

export function GiftCardDefault({ block }: BlockProps<GiftCardDefaultBlock>) {
  const { t } = useTranslation()
  const id = useId()
  const amounts = allowedAmounts(block.Amounts, block.MinAmount, block.MaxAmount)
  const [choice, setChoice] = useState<string>(amounts[0] !== undefined ? String(amounts[0]) : FREE)
  const [freeText, setFreeText] = useState('')
  const [freeTouched, setFreeTouched] = useState(false)
  const [quantity, setQuantity] = useState(1)
  const [isGift, setIsGift] = useState(false)
  const [greeting, setGreeting] = useState('')

  const free = choice === FREE
  const freeCheck = checkFreeAmount(freeText, block.MinAmount, block.MaxAmount)
  const amount = free ? (freeCheck.ok ? freeCheck.amount : null) : Number(choice)
  const min = formatPrice(block.MinAmount)
  const max = formatPrice(block.MaxAmount)
  const freeError = free && freeTouched && !freeCheck.ok ? t('GiftCard.AmountOutOfRange', { min, max }) : null

  const ids = {
    free: `${id}-free`,
    freeHint: `${id}-free-hint`,
    freeError: `${id}-free-error`,
    greeting: `${id}-greeting`,
    greetingHint: `${id}-greeting-hint`,
    pending: `${id}-pending`,
  }

  return (
    <BlockSection title={block.Title} intro={block.Text} data-block="giftCardDefault">
      <Layout $withImage={Boolean(block.Image)}>
        {block.Image ? (
          <ImageFrame>
            <CmsImage image={block.Image} preset="Landscape" width={IMAGE_WIDTH} sizes={IMAGE_SIZES} />
          </ImageFrame>
        ) : null}
        <Form aria-label={block.Title} noValidate onSubmit={(event) => event.preventDefault()}>
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
                      onChange={() => setChoice(String(value))}
                    />
                    <span>{formatPrice(value)}</span>
                  </Choice>
                ))}
                <Choice>
                  <input type="radio" name={`${id}-amount`} value={FREE} checked={free} onChange={() => setChoice(FREE)} />
                  <span>{t('GiftCard.OtherAmount')}</span>
                </Choice>
              </ChoiceGroup>
            ) : null}
            {free ? (
              <Field>
                <Label htmlFor={ids.free}>{t('GiftCard.FreeAmount')}</Label>
                <Input
                  id={ids.free}
                  type="number"
                  inputMode="numeric"
                  min={block.MinAmount / ORE_PER_KRONE}
                  max={block.MaxAmount / ORE_PER_KRONE}
                  step={1}
                  value={freeText}
                  onChange={(event) => setFreeText(event.target.value)}
                  onBlur={() => setFreeTouched(true)}
                  aria-invalid={freeError ? true : undefined}
                  aria-describedby={freeError ? `${ids.freeHint} ${ids.freeError}` : ids.freeHint}
                />
                <Hint id={ids.freeHint}>{t('GiftCard.AmountRange', { min, max })}</Hint>
                {freeError ? <FieldError id={ids.freeError}>{freeError}</FieldError> : null}
              </Field>
            ) : null}
          </Fieldset>

          <Field>
            <Label as="span" aria-hidden="true">
              {t('GiftCard.Quantity')}
            </Label>
            <QuantityStepper
              quantity={1}
              maxQuantity={GIFT_CARD_MAX_QUANTITY}
              onValueChange={setQuantity}
              label={t('GiftCard.Quantity')}
            />
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
                  id={ids.greeting}
                  value={greeting}
                  maxLength={GIFT_CARD_GREETING_MAX_LENGTH}
                  onChange={(event) => setGreeting(event.target.value)}
                  aria-describedby={ids.greetingHint}
                />
                <Hint id={ids.greetingHint}>
                  {t('GiftCard.GreetingLength', { length: greeting.length, max: GIFT_CARD_GREETING_MAX_LENGTH })}
                </Hint>
              </Field>
            ) : null}
          </div>

          {amount !== null ? (
            <Total aria-live="polite">{t('GiftCard.Total', { total: formatPrice(amount * quantity) })}</Total>
          ) : null}

          <PendingNote id={ids.pending}>{t('GiftCard.ComingSoon')}</PendingNote>
          <Button type="submit" disabled aria-describedby={ids.pending}>
            {t('GiftCard.AddToBasket')}
          </Button>
        </Form>
      </Layout>
    </BlockSection>
  )
}
