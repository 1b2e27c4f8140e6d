/** How long back-in-stock requests and their links live (docs/adr/0037). */

/** A guest's confirmation link works this long; an unconfirmed request is deleted after it. */
export const CONFIRMATION_LINK_MS = 7 * 24 * 60 * 60 * 1000
/** Asking again for the same product and address re-sends the confirmation mail at most this often. */
export const CONFIRMATION_RESEND_MS = 24 * 60 * 60 * 1000
/** An active request nobody needed is deleted 12 months after it was made: a product that long away is gone. */
export const ALERT_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000
/** A sent request is kept this long (its mail's unsubscribe link deletes it sooner), then deleted. */
export const SENT_KEPT_MS = 30 * 24 * 60 * 60 * 1000
