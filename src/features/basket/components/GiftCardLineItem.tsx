// A gift card being bought, in the basket: amount, quantity, the gift flag and the greeting (one for all cards, or
// one per card). Every change goes to the server at once (the stepper after its 200 ms debounce); a failure shows
// the docs/product.md §8 toast and what the shopper typed stays in the field.
import { useEffect, useId, useState } from 'react'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { Button } from '@/components/Button/Button'
import { CheckboxLabel, Field, Hint, Label, TextArea } from '@/components/Form/fields'
import { Price } from '@/components/Price/Price'
import { QuantityStepper, type QuantityChangeEvent } from '@/components/QuantityStepper/QuantityStepper'
import { useErrorToast } from '@/components/Toasts/Toasts'
import { VisuallyHidden } from '@/components/VisuallyHidden/VisuallyHidden'
import { GIFT_CARD_GREETING_MAX_LENGTH, GIFT_CARD_MAX_QUANTITY } from '@/config/constants'
import { moneyText } from '@/lib/money'
import { useBasketChange } from '../api/basket-change'
import { removeGiftCardLine, setGiftCardGreeting, setGiftCardGreetings, setGiftCardIsGift, setGiftCardLineQuantity } from '../api/giftcards'
import type { GiftCardBasketLine } from '../api/schemas'
import { theme } from '@/styles/theme'

const Line = styled.li`
  display: grid;
  gap: ${theme.space.sm};
  padding: ${theme.space.md};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.card};
`

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
`

const Name = styled.p`
  margin: 0;
  font-weight: 600;
`

const Card = styled.span`
  display: inline-grid;
  place-items: center;
  width: 56px;
  height: 40px;
  margin-right: ${theme.space.sm};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.primary};
  color: ${theme.colors.onPrimary};
  font-size: ${theme.fontSizes.sm};
  vertical-align: middle;
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.md};
`

const Greetings = styled.div`
  display: grid;
  gap: ${theme.space.sm};
`

const GreetingArea = styled(TextArea)`
  min-height: 80px;
`

type Mode = 'one' | 'each'

function startGreetings(line: GiftCardBasketLine): string[] {
  return Array.from({ length: line.Quantity }, (_, i) => line.Greetings[i] ?? line.Greeting ?? '')
}

export function GiftCardLineItem({ line, basketUid, syncKey }: { line: GiftCardBasketLine; basketUid: string; syncKey: number }) {
  const { t } = useTranslation()
  const id = useId()
  const uid = line.giftCardBasketlineUid
  const showError = useErrorToast()
  const options = { basketUid, onError: showError }
  const quantity = useBasketChange((q: number) => setGiftCardLineQuantity(uid, q), options)
  const remove = useBasketChange(() => removeGiftCardLine(uid), options)
  const isGift = useBasketChange((value: boolean) => setGiftCardIsGift(uid, value), options)
  const greeting = useBasketChange((text: string) => setGiftCardGreeting(uid, text), options)
  const greetings = useBasketChange((texts: string[]) => setGiftCardGreetings(uid, texts), options)

  const [mode, setMode] = useState<Mode>(line.Greetings.length > 0 ? 'each' : 'one')
  const [one, setOne] = useState(line.Greeting ?? '')
  const [each, setEach] = useState(() => startGreetings(line))
  // The server's greetings win after each answer (e.g. the quantity changed the number of cards); a field the
  // shopper is editing is only replaced once the server has their text.
  useEffect(() => {
    setOne(line.Greeting ?? '')
    setEach(startGreetings(line))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [syncKey, line.Quantity])

  const name = t('Basket.GiftCardName', { amount: moneyText(line.Amount) })
  const pending = quantity.isPending || remove.isPending || isGift.isPending || greeting.isPending || greetings.isPending
  const savedOne = line.Greetings.length === 0 && one.trim() === (line.Greeting ?? '').trim()
  const savedEach = each.every((text, i) => text.trim() === (line.Greetings[i] ?? '').trim())

  return (
    <Line aria-busy={pending}>
      <Row>
        <Name>
          <Card aria-hidden="true">{t('Basket.GiftCardBadge')}</Card>
          {name}
        </Name>
        <Actions>
          <QuantityStepper
            quantity={line.Quantity}
            maxQuantity={GIFT_CARD_MAX_QUANTITY}
            maxReason="limit"
            basketUid={basketUid}
            basketlineUid={uid}
            onChange={(event: QuantityChangeEvent) => quantity.mutate(event.quantity)}
            onRemove={() => remove.mutate(undefined)}
            label={t('Basket.QuantityOf', { name })}
            syncKey={syncKey}
          />
          <p>
            <VisuallyHidden>{t('Basket.LinePrice')}: </VisuallyHidden>
            <Price price={line.LinePrice ?? { Amount: line.Amount.Amount * line.Quantity, Text: '' }} />
          </p>
          <Button
            type="button"
            $variant="ghost"
            onClick={() => remove.mutate(undefined)}
            disabled={remove.isPending}
            aria-label={t('Basket.RemoveLine', { name })}
          >
            {t('Basket.Remove')}
          </Button>
        </Actions>
      </Row>

      <CheckboxLabel>
        <input
          type="checkbox"
          checked={line.IsGift}
          disabled={isGift.isPending}
          onChange={(event) => isGift.mutate(event.target.checked)}
        />
        {t('GiftCard.IsGift')}
      </CheckboxLabel>

      {line.IsGift ? (
        <Greetings>
          {line.Quantity > 1 ? (
            <CheckboxLabel>
              <input type="checkbox" checked={mode === 'each'} onChange={(event) => setMode(event.target.checked ? 'each' : 'one')} />
              {t('Basket.GreetingPerCard')}
            </CheckboxLabel>
          ) : null}
          {mode === 'one' || line.Quantity === 1 ? (
            <form
              onSubmit={(event) => {
                event.preventDefault()
                greeting.mutate(one)
              }}
            >
              <Field>
                <Label htmlFor={`${id}-greeting`}>{t('GiftCard.Greeting')}</Label>
                <GreetingArea
                  id={`${id}-greeting`}
                  value={one}
                  maxLength={GIFT_CARD_GREETING_MAX_LENGTH}
                  onChange={(event) => setOne(event.target.value)}
                  aria-describedby={`${id}-greeting-hint`}
                />
                <Hint id={`${id}-greeting-hint`} aria-live="polite">
                  {savedOne && one.trim() !== ''
                    ? t('Basket.GreetingSaved')
                    : t('GiftCard.GreetingLength', { length: one.length, max: GIFT_CARD_GREETING_MAX_LENGTH })}
                </Hint>
              </Field>
              <Button type="submit" $variant="secondary" disabled={savedOne || greeting.isPending} aria-busy={greeting.isPending}>
                {t('Basket.SaveGreeting')}
              </Button>
            </form>
          ) : (
            <form
              onSubmit={(event) => {
                event.preventDefault()
                greetings.mutate(each)
              }}
            >
              {each.map((text, i) => (
                <Field key={i}>
                  <Label htmlFor={`${id}-greeting-${i}`}>{t('Basket.GreetingForCard', { number: i + 1 })}</Label>
                  <GreetingArea
                    id={`${id}-greeting-${i}`}
                    value={text}
                    maxLength={GIFT_CARD_GREETING_MAX_LENGTH}
                    onChange={(event) => setEach((all) => all.map((old, j) => (j === i ? event.target.value : old)))}
                  />
                </Field>
              ))}
              <Hint aria-live="polite">{savedEach ? t('Basket.GreetingSaved') : null}</Hint>
              <Button type="submit" $variant="secondary" disabled={savedEach || greetings.isPending} aria-busy={greetings.isPending}>
                {t('Basket.SaveGreetings')}
              </Button>
            </form>
          )}
        </Greetings>
      ) : null}
    </Line>
  )
}
