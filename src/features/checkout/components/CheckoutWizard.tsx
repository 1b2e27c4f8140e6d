// The checkout (docs/product.md §2 multi-step wizard): Levering, Dine oplysninger, Betaling, with the order summary beside the
// steps from laptop width (below them on smaller screens; on the payment step the summary moves into the step and
// the side shows what the first two steps hold).
//
// The step is in the URL (`?trin=levering|oplysninger|betaling`, replaced shallowly), so a reload, the way back from
// the payment provider and the browser's back button open it again; a step whose earlier steps are not done falls
// back to the first that is not (checkoutSteps.ts). The Wizard keeps its own step: when the URL or a payment error
// asks for another one, the wizard is opened anew on it (its `initialStep`), and every step that opens writes itself
// into the URL.
//
// Paying: POST checkout/payment/ with one Idempotency-Key per attempt (usePaymentAttempt), then the reaction of
// paymentReaction.ts. The pay button is the wizard's last button: the wizard disables it while the handler runs, so
// the handler also holds it while the browser leaves for the provider and while another submit of the same basket
// finishes (BasketSubmitAlreadyInProgress).
import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from 'next/router'
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { Button } from '@/components/Button/Button'
import { ButtonLink } from '@/components/Button/ButtonLink'
import { FormMessage } from '@/components/Form/fields'
import { showErrorToast, useErrorToast } from '@/components/Toasts/Toasts'
import { Wizard, type WizardStep } from '@/components/Wizard/Wizard'
import { paths } from '@/config/paths'
import { useAuth } from '@/features/auth/auth-context'
import { basketKeys } from '@/features/basket/api/basket-keys'
import type { Basket } from '@/features/basket/api/schemas'
import { useBasket } from '@/features/basket/BasketProvider'
import { checkoutKeys } from '../api/checkout-keys'
import { useCheckoutResume } from './resume'
import { useDeliveryDetails } from '../api/get-delivery-details'
import { useInvoiceDetails } from '../api/get-invoice-details'
import { deliveryKindOf, type ChoosablePaymentMethod } from '../api/schemas'
import { usePaymentAttempt } from '../api/submit-payment'
import { allowedStep, isDeliveryDone, isInvoiceDone, parseStep, stepIndex, withStep, type CheckoutStep } from '../checkoutSteps'
import { LEAVING_FOR_PAYMENT_WAIT_MS, SUBMIT_IN_PROGRESS_WAIT_MS } from '../constants'
import { needsAgeVerification, parseAgeOutcome, withoutAgeOutcome } from '../ageVerification'
import { usePaymentOffer } from '../paymentOffer'
import { reactionToAnswer, reactionToError, type PaymentReaction } from '../paymentReaction'
import { leaveForPayment } from '../paymentRedirect'
import { CheckoutRecap } from './CheckoutRecap'
import { DeliveryStep } from './DeliveryStep'
import { CheckoutDraftsContext, type DraftStore } from './drafts'
import { InvoiceStep, type DeliveryPrefill, type PendingFieldErrors } from './InvoiceStep'
import { SummaryLines, SummaryTotals } from './OrderSummary'
import { PaymentStep, type PaymentNotice } from './PaymentStep'
import type { StepHandle } from './stepHandle'
import { Note, Skeleton } from './styles'
import { theme } from '@/styles/theme'

const Layout = styled.div`
  display: grid;
  gap: ${theme.space.xl};

  ${theme.media.laptop} {
    grid-template-columns: minmax(0, 2fr) minmax(300px, 1fr);
    align-items: start;
  }
`

const Main = styled.div`
  min-width: 0;
  padding: ${theme.space.md};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.card};

  ${theme.media.tablet} {
    padding: ${theme.space.xl};
  }
`

const Aside = styled.aside`
  display: grid;
  gap: ${theme.space.md};
  padding: ${theme.space.lg};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surfaceAlt};

  ${theme.media.laptop} {
    position: sticky;
    top: ${theme.space.lg};
  }

  h3 {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
  }
`

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Reports the step the wizard shows when it opens. */
function StepShown({ step, onShown, children }: { step: CheckoutStep; onShown: (step: CheckoutStep) => void; children: ReactNode }) {
  useEffect(() => onShown(step), [onShown, step])
  return children
}

export function CheckoutWizard({ basket }: { basket: Basket }) {
  const { t } = useTranslation()
  const delivery = useDeliveryDetails(basket.Uid)
  const invoice = useInvoiceDetails(basket.Uid)
  if (delivery.data && invoice.data) return <LoadedCheckout basket={basket} />
  if (delivery.isError || invoice.isError) {
    return (
      <FormMessage $tone="error" role="alert">
        <p>{t('Checkout.LoadFailed')}</p>
        <div>
          <Button
            type="button"
            $variant="secondary"
            onClick={() => {
              if (delivery.isError) void delivery.refetch()
              if (invoice.isError) void invoice.refetch()
            }}
          >
            {t('Checkout.TryAgain')}
          </Button>
        </div>
      </FormMessage>
    )
  }
  return (
    <div aria-busy="true" data-testid="checkout-loading">
      <Note role="status">{t('Checkout.Loading')}</Note>
      <Skeleton $height="240px" aria-hidden="true" />
    </div>
  )
}

function LoadedCheckout({ basket }: { basket: Basket }) {
  const { t } = useTranslation()
  const router = useRouter()
  const queryClient = useQueryClient()
  const showError = useErrorToast()
  const { isB2B } = useAuth()
  const { basketQuery } = useBasket()
  const sendPayment = usePaymentAttempt()
  const delivery = useDeliveryDetails(basket.Uid)
  const invoice = useInvoiceDetails(basket.Uid)
  const asideHeadingId = useId()

  const deliveryDone = isDeliveryDone(delivery.data)
  const invoiceDone = isInvoiceDone(invoice.data?.Fields)
  const urlStep = parseStep(router.query)
  const { take: takeResumeStep } = useCheckoutResume()
  const [wizard, setWizard] = useState(() => ({
    key: 0,
    start: allowedStep(takeResumeStep() ?? urlStep, { delivery: deliveryDone, invoice: invoiceDone }),
  }))
  const [shownStep, setShownStep] = useState<CheckoutStep>(wizard.start)
  const shownRef = useRef<CheckoutStep | null>(null)
  const seenUrlStep = useRef(urlStep)

  const [deliveryNotice, setDeliveryNotice] = useState<string | null>(null)
  const [invoiceErrors, setInvoiceErrors] = useState<PendingFieldErrors | null>(null)
  // The methods open to the shopper: invoice only for an approved business, no card for staff acting (paymentOffer).
  const offer = usePaymentOffer(invoice.data?.PaymentMethods, isB2B)
  const [chosenMethod, setChosenMethod] = useState<ChoosablePaymentMethod>('CreditCard')
  const paymentMethod = offer.choose(chosenMethod)
  const [acceptTerms, setAcceptTerms] = useState(false)
  const [termsError, setTermsError] = useState<string | null>(null)
  const [notice, setNotice] = useState<PaymentNotice | null>(null)
  const termsRef = useRef<HTMLInputElement>(null)
  const [ageError, setAgeError] = useState<string | null>(null)
  const ageButtonRef = useRef<HTMLButtonElement>(null)
  const deliveryHandle = useRef<StepHandle>(null)
  const invoiceHandle = useRef<StepHandle>(null)
  const paying = useRef(false)
  // What the steps' forms hold unsaved while another step is open (drafts.ts): for as long as this checkout lasts.
  const [drafts] = useState<DraftStore>(() => new Map())

  const replaceUrlStep = useCallback(
    (step: CheckoutStep) => {
      if (parseStep(router.query) === step) return
      void router.replace(withStep(router.asPath, step), undefined, { shallow: true, scroll: false })
    },
    [router],
  )

  const onShown = useCallback(
    (step: CheckoutStep) => {
      shownRef.current = step
      setShownStep(step)
      replaceUrlStep(step)
    },
    [replaceUrlStep],
  )

  const goToStep = useCallback((step: CheckoutStep) => setWizard((current) => ({ key: current.key + 1, start: step })), [])

  // The URL's step changed from outside (back, forward, a link): open it, as far as the steps before it are done.
  useEffect(() => {
    if (seenUrlStep.current === urlStep) return
    seenUrlStep.current = urlStep
    const shown = shownRef.current
    if (shown === null || urlStep === shown) return
    if (urlStep === null) {
      replaceUrlStep(shown)
      return
    }
    const next = allowedStep(urlStep, { delivery: deliveryDone, invoice: invoiceDone })
    if (next === shown) replaceUrlStep(shown)
    else goToStep(next)
  }, [urlStep, deliveryDone, invoiceDone, goToStep, replaceUrlStep])

  // Back from the age check (`?ageVerification=…`, docs/adr/0022): the basket's verified age is read again, the
  // outcome is said on the payment step, and the address loses it so a reload does not say it twice. A 17-year-old
  // verified for wine is told by the age check itself, which names the lines.
  const ageOutcome = parseAgeOutcome(router.query)
  useEffect(() => {
    if (!ageOutcome) return
    void queryClient.invalidateQueries({ queryKey: basketKeys.detail(basket.Uid) })
    const required = basket.RequiredAge ?? null
    const enough = ageOutcome.outcome === 'Verified' && (required === null || (ageOutcome.age ?? 0) >= required)
    if (enough) setNotice({ tone: 'info', text: t('Checkout.Age.Outcome.Verified') })
    else if (ageOutcome.outcome !== 'Verified') {
      setNotice({ tone: ageOutcome.outcome === 'Cancelled' ? 'info' : 'error', text: t(`Checkout.Age.Outcome.${ageOutcome.outcome}`) })
    }
    void router.replace(withoutAgeOutcome(router.asPath), undefined, { shallow: true, scroll: false })
    // Once per return: the outcome leaves the address at once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ageOutcome?.outcome])

  const react = async (reaction: PaymentReaction): Promise<void> => {
    switch (reaction.kind) {
      case 'goToPayment':
        setNotice({ tone: 'info', text: t('Checkout.Payment.Leaving') })
        leaveForPayment(reaction.url)
        await wait(LEAVING_FOR_PAYMENT_WAIT_MS)
        return
      case 'showReceipt':
        setNotice({ tone: 'info', text: t('Checkout.Payment.OrderPlaced') })
        await router.push(paths.checkoutReceipt(reaction.orderUid))
        return
      case 'backToBasket':
        // The toaster sits in the app shell: the reason stays on screen on the basket page.
        showErrorToast(reaction.message ?? t('Checkout.Errors.RedirectToBasket'))
        void queryClient.invalidateQueries({ queryKey: basketKeys.detail(basket.Uid) })
        await router.push(paths.basket)
        return
      case 'termsRequired':
        setTermsError(reaction.message ?? t('Checkout.Payment.TermsRequired'))
        termsRef.current?.focus()
        return
      case 'deliveryInvalid':
        setDeliveryNotice(reaction.message ?? t('Checkout.Errors.DeliveryInvalid'))
        void queryClient.invalidateQueries({ queryKey: checkoutKeys.basket(basket.Uid) })
        goToStep('levering')
        return
      case 'invoiceInvalid':
        setInvoiceErrors({ errors: reaction.errors, message: reaction.message })
        goToStep('oplysninger')
        return
      case 'inProgress':
        setNotice({ tone: 'info', text: t('Checkout.Payment.InProgress') })
        await wait(SUBMIT_IN_PROGRESS_WAIT_MS)
        return
      case 'refused':
        setNotice({ tone: 'error', text: reaction.message })
        return
      case 'ageRequired':
        setAgeError(reaction.message ?? t('Checkout.Age.Required'))
        void queryClient.invalidateQueries({ queryKey: basketKeys.detail(basket.Uid) })
        ageButtonRef.current?.focus()
        return
      case 'toast':
        showError(reaction.error)
        return
    }
  }

  const pay = async (): Promise<boolean> => {
    if (paying.current) return false
    setNotice(offer.blocked ? { tone: 'error', text: t('Checkout.Payment.ActingNoMethod') } : null)
    setTermsError(null)
    if (offer.blocked) return false
    if (!acceptTerms) {
      setTermsError(t('Checkout.Payment.TermsRequired'))
      termsRef.current?.focus()
      return false
    }
    // The server would refuse it: the age check comes first, and says so.
    if (needsAgeVerification(basket)) {
      setAgeError(t('Checkout.Age.Required'))
      ageButtonRef.current?.focus()
      return false
    }
    paying.current = true
    try {
      let reaction: PaymentReaction
      try {
        reaction = reactionToAnswer(await sendPayment({ BasketUid: basket.Uid, PaymentMethod: paymentMethod, AcceptTerms: true }))
      } catch (error) {
        reaction = reactionToError(error)
      }
      await react(reaction)
    } finally {
      paying.current = false
    }
    // The wizard never "finishes": every outcome leaves the page or keeps the shopper on this step.
    return false
  }

  const deliveryChosen = delivery.data?.DeliveryMethods.some((method) => method.Selected) ?? false
  // The invoice starts from a delivery to an address (docs/adr/0035); a service point or a pickup has none to give.
  const selectedMethod = delivery.data?.DeliveryMethods.find((method) => method.Selected)
  const deliveryPrefill: DeliveryPrefill | null =
    selectedMethod && deliveryKindOf(selectedMethod.DeliveryMethodType) === 'address' ? (delivery.data?.DeliveryAddress ?? null) : null
  // The totals of whichever answer is newer: the delivery calls answer with them, the basket is read again after.
  const totals = delivery.data && delivery.dataUpdatedAt >= basketQuery.dataUpdatedAt ? delivery.data.Totals : basket.Totals

  const steps: WizardStep[] = [
    {
      id: 'levering',
      title: t('Checkout.Steps.Delivery'),
      content: (
        <StepShown step="levering" onShown={onShown}>
          <DeliveryStep basketUid={basket.Uid} handleRef={deliveryHandle} notice={deliveryNotice} />
        </StepShown>
      ),
      onNext: async () => {
        const saved = (await deliveryHandle.current?.submit()) ?? false
        if (saved) setDeliveryNotice(null)
        return saved
      },
    },
    {
      id: 'oplysninger',
      title: t('Checkout.Steps.Invoice'),
      content: (
        <StepShown step="oplysninger" onShown={onShown}>
          <InvoiceStep
            basketUid={basket.Uid}
            handleRef={invoiceHandle}
            pendingErrors={invoiceErrors}
            onPendingErrorsShown={() => setInvoiceErrors(null)}
            delivery={deliveryPrefill}
          />
        </StepShown>
      ),
      onNext: async () => (await invoiceHandle.current?.submit()) ?? false,
    },
    {
      id: 'betaling',
      title: t('Checkout.Steps.Payment'),
      content: (
        <StepShown step="betaling" onShown={onShown}>
          <PaymentStep
            basket={basket}
            totals={totals}
            deliveryChosen={deliveryChosen}
            methods={offer.methods}
            invoiceNotApproved={offer.invoiceNotApproved}
            paymentMethod={paymentMethod}
            onPaymentMethodChange={setChosenMethod}
            acceptTerms={acceptTerms}
            onAcceptTermsChange={(accepted) => {
              setAcceptTerms(accepted)
              if (accepted) setTermsError(null)
            }}
            termsError={termsError}
            termsRef={termsRef}
            notice={notice}
            ageError={ageError}
            ageButtonRef={ageButtonRef}
          />
        </StepShown>
      ),
      onNext: pay,
    },
  ]

  return (
    <Layout>
      <Main>
        <CheckoutDraftsContext.Provider value={drafts}>
          <Wizard
            key={wizard.key}
            initialStep={stepIndex(wizard.start)}
            label={t('Checkout.WizardLabel')}
            steps={steps}
            finishLabel={paymentMethod === 'Invoice' ? t('Checkout.Payment.PlaceOrder') : t('Checkout.Payment.Pay')}
          />
        </CheckoutDraftsContext.Provider>
      </Main>
      <Aside aria-labelledby={asideHeadingId}>
        {shownStep === 'betaling' ? (
          <>
            <h3 id={asideHeadingId}>{t('Checkout.Recap.Title')}</h3>
            <CheckoutRecap delivery={delivery.data} invoiceFields={invoice.data?.Fields} onEdit={goToStep} />
          </>
        ) : (
          <>
            <h3 id={asideHeadingId}>{t('Checkout.Summary.Title')}</h3>
            <div>
              <SummaryLines basket={basket} />
              <SummaryTotals basket={basket} totals={totals} deliveryChosen={deliveryChosen} />
            </div>
            <div>
              <ButtonLink href={paths.basket} $variant="ghost">
                {t('Checkout.EditBasket')}
              </ButtonLink>
            </div>
          </>
        )}
      </Aside>
    </Layout>
  )
}
