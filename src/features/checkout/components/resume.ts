// Where the checkout goes on after a login it caused itself: a guest who creates an account with the invoice
// details is logged in, which starts the checkout over for the new customer (CheckoutView keys it by the login);
// the step they were leaving for is kept here, so it opens there instead of at the first step.
import { createContext, useContext } from 'react'
import type { CheckoutStep } from '../checkoutSteps'

export interface CheckoutResume {
  /** Open the next checkout (after the coming login change) on this step, once. */
  resumeAt: (step: CheckoutStep) => void
  /** The step to open on, taken (cleared) by the checkout that opens. */
  take: () => CheckoutStep | null
}

export const CheckoutResumeContext = createContext<CheckoutResume>({ resumeAt: () => undefined, take: () => null })

export const useCheckoutResume = () => useContext(CheckoutResumeContext)
