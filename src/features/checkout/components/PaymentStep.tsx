// Step 3, "Betaling": the order as it will be paid (lines, with the reason beside any that cannot be bought as it
// is, and the totals with delivery, VAT and gift cards), the payment method (card and MobilePay for everyone, each
// with its marks, invoice for the business customers the shop approved, and a word to the others on why not), the
// terms box and, as the wizard's last button, "pay". CheckoutWizard sends the payment and reacts to the answer; this
// step shows the state it hands in. While staff act as the customer, card and MobilePay are shown closed with the
// reason, and without invoice the step says the order cannot be placed (docs/api/impersonation.md,
// docs/adr/0028-staff-acting-as-customers.md). Back from a refused payment (`afvist=` in the address, from the
// receipt page), it says so and chooses that method again (docs/adr/0036-mobilepay.md).
import { useEffect, useId, useRef, type Ref } from 'react'
import { useRouter } from 'next/router'
import { isProviderPaymentMethod, type ProviderPaymentMethod } from '@delikat/contract/checkout'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from '@/i18n/texts'
import { ButtonLink } from '@/components/Button/ButtonLink'
import { Fieldset, FormMessage, Legend } from '@/components/Form/fields'
import { CheckboxField } from '@/components/Form/TextField'
import { SmartLink } from '@/components/SmartLink/SmartLink'
import { paths } from '@/config/paths'
import { useActingStaff } from '@/features/auth/acting'
import { basketKeys } from '@/features/basket/api/basket-keys'
import type { Basket } from '@/features/basket/api/schemas'
import { PaymentMarks, type PaymentBrand } from '@/features/layout/PaymentMarks'
import type { ChoosablePaymentMethod, CheckoutTotals } from '../api/schemas'
import { TERMS_PATH } from '../constants'
import { parseRefusedMethod } from '../paymentRefusal'
import { AgeCheck } from './AgeCheck'
import { SummaryLines, SummaryTotals, useUnavailableText } from './OrderSummary'
import { ChoiceCard, ChoiceDetails, ChoiceList, ChoiceTitle, StepSection, SubHeading } from './styles'

export type PaymentNotice = { tone: 'info' | 'error'; text: string }

/** The marks beside each payment method: the cards' brands for cards, MobilePay's for MobilePay, none for invoice. */
const METHOD_MARKS: Record<ChoosablePaymentMethod, readonly PaymentBrand[]> = {
  CreditCard: ['Dankort', 'Visa', 'Mastercard'],
  MobilePay: ['MobilePay'],
  Invoice: [],
}

type Props = {
  basket: Basket
  totals: CheckoutTotals
  deliveryChosen: boolean
  /** The payment methods open to the shopper, as the server offers them (Invoice for approved businesses only). */
  methods: readonly ChoosablePaymentMethod[]
  /** A business customer the shop has not approved for invoice (yet): told so beside the methods. */
  invoiceNotApproved?: boolean
  paymentMethod: ChoosablePaymentMethod
  onPaymentMethodChange: (method: ChoosablePaymentMethod) => void
  acceptTerms: boolean
  onAcceptTermsChange: (accepted: boolean) => void
  termsError: string | null
  termsRef: Ref<HTMLInputElement>
  notice: PaymentNotice | null
  /** Why the age check must come first (a try to pay without it, or the server's refusal). */
  ageError?: string | null
  /** The age check's button, focused when the shopper tries to pay without it. */
  ageButtonRef?: Ref<HTMLButtonElement>
}

export function PaymentStep(props: Props) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const { basket, totals, deliveryChosen, methods, paymentMethod, notice } = props
  const legendId = useId()
  const summaryId = useId()
  const unavailableText = useUnavailableText()
  const unavailable = basket.Lines.filter((line) => line.Unavailable)
  const acting = useActingStaff()
  // Card and MobilePay are paid by the customer themselves, never by staff acting for them.
  const closed = (method: ChoosablePaymentMethod) => acting && isProviderPaymentMethod(method)
  const noMethod = acting && !methods.includes('Invoice')
  const refused = useRefusedMethod(methods, props.onPaymentMethodChange)

  // What can be bought may have changed since the basket was read: read it again before the shopper pays.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: basketKeys.detail(basket.Uid) })
  }, [queryClient, basket.Uid])

  return (
    <StepSection>
      {unavailable.length > 0 ? (
        <FormMessage $tone="error" data-testid="unavailable-lines">
          <p>
            <strong>{t('Checkout.Payment.UnavailableTitle')}</strong>
          </p>
          <ul>
            {unavailable.map((line) => (
              <li key={line.basketlineUid}>
                {line.Product.Name}: {unavailableText(line)}
              </li>
            ))}
          </ul>
          <p>{t('Checkout.Payment.UnavailableText')}</p>
          <ButtonLink href={paths.basket} $variant="secondary">
            {t('Checkout.Payment.FixBasket')}
          </ButtonLink>
        </FormMessage>
      ) : null}

      <AgeCheck ref={props.ageButtonRef} basket={basket} error={props.ageError} />

      <section aria-labelledby={summaryId}>
        <SubHeading id={summaryId}>{t('Checkout.Summary.Title')}</SubHeading>
        <SummaryLines basket={basket} />
        <SummaryTotals basket={basket} totals={totals} deliveryChosen={deliveryChosen} />
      </section>

      <Fieldset aria-labelledby={legendId}>
        <Legend id={legendId}>{t('Checkout.Payment.MethodLegend')}</Legend>
        {/* Before the methods, so it is read before choosing again. */}
        {refused && !acting ? (
          <FormMessage $tone="error" data-testid="payment-refused">
            <p>{t(`Checkout.Payment.Refused.${refused}`)}</p>
          </FormMessage>
        ) : null}
        <ChoiceList>
          {methods.map((method) => (
            <li key={method}>
              <ChoiceCard>
                <input
                  type="radio"
                  name="paymentMethod"
                  value={method}
                  checked={paymentMethod === method && !closed(method)}
                  disabled={closed(method)}
                  aria-labelledby={`${legendId}-${method}`}
                  aria-describedby={`${legendId}-${method}-text`}
                  onChange={() => props.onPaymentMethodChange(method)}
                />
                <ChoiceTitle id={`${legendId}-${method}`}>{t(`Checkout.Payment.Method.${method}`)}</ChoiceTitle>
                <PaymentMarks tone="colour" brands={METHOD_MARKS[method]} label={t('Checkout.Payment.CardMarks')} />
                <ChoiceDetails id={`${legendId}-${method}-text`}>
                  {closed(method)
                    ? t(method === 'MobilePay' ? 'Checkout.Payment.ActingMobilePay' : 'Checkout.Payment.ActingCard')
                    : t(`Checkout.Payment.MethodText.${method}`)}
                </ChoiceDetails>
              </ChoiceCard>
            </li>
          ))}
        </ChoiceList>
        {noMethod ? (
          <FormMessage $tone="error" data-testid="acting-no-method">
            <p>{t('Checkout.Payment.ActingNoMethod')}</p>
          </FormMessage>
        ) : props.invoiceNotApproved ? (
          <FormMessage $tone="info" data-testid="invoice-not-approved">
            <p>{t('Checkout.Payment.InvoiceNotApproved')}</p>
          </FormMessage>
        ) : null}
      </Fieldset>

      <CheckboxField
        ref={props.termsRef}
        name="acceptTerms"
        required
        checked={props.acceptTerms}
        onChange={(event) => props.onAcceptTermsChange(event.target.checked)}
        error={props.termsError ?? undefined}
        label={
          <>
            {t('Checkout.Payment.AcceptTerms')}{' '}
            <SmartLink href={TERMS_PATH} newWindow>
              {t('Checkout.Payment.TermsLink')}
            </SmartLink>
          </>
        }
      />

      {/* Always there, so what appears in it is announced. */}
      <div role="status" aria-live="polite">
        {notice ? (
          <FormMessage $tone={notice.tone} data-testid="payment-notice">
            <p>{notice.text}</p>
          </FormMessage>
        ) : null}
      </div>
    </StepSection>
  )
}

/**
 * The method the provider refused, when the shopper comes back from the receipt page's "try again" (`afvist=`):
 * chosen again once it is offered. Read after hydration, since the address's query is known only then.
 */
function useRefusedMethod(
  methods: readonly ChoosablePaymentMethod[],
  choose: (method: ChoosablePaymentMethod) => void,
): ProviderPaymentMethod | null {
  const router = useRouter()
  const refused = router.isReady ? parseRefusedMethod(router.query) : null
  const chosen = useRef(false)
  useEffect(() => {
    if (!refused || chosen.current || !methods.includes(refused)) return
    chosen.current = true
    choose(refused)
  }, [refused, methods, choose])
  return refused
}
