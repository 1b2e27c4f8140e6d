// The checkout's timings. docs/product.md §9 names none of them; they are ours (docs/api/checkout.md: "ask again in a second").

/** The receipt page asks the payment's status again this often while the answer is TooSoon. */
export const CONFIRM_POLL_INTERVAL_MS = 1000
/** ... and this many times (30 s in all) before it says so and offers to ask again. */
export const CONFIRM_MAX_TRIES = 30
/** BasketSubmitAlreadyInProgress: the pay button rests this long while the first submit finishes. */
export const SUBMIT_IN_PROGRESS_WAIT_MS = 5000
/** After sending the shopper to the payment provider, the pay button stays disabled this long while the browser
 * leaves; should the page still be here then, the shopper may try again. */
export const LEAVING_FOR_PAYMENT_WAIT_MS = 15_000

/** The shop's terms of trade, linked from the terms box (a CMS page). */
export const TERMS_PATH = '/handelsbetingelser/'
