/**
 * Password reset by e-mail (docs/api/customers.md "Password reset"). Payload keeps the token (forgotPassword) and
 * checks it (resetPassword: one hour, once); the shop sends its own mail with a link to the storefront's reset page.
 * The answers never tell whether an address has an account. A reset clears the account's lock and ends every
 * session, so a stolen session dies with the old password.
 */
import { APIError, type PayloadRequest } from 'payload'
import { dbPool } from '../../db/pool'
import { env } from '../../env'
import type { Customer as CustomerDoc } from '../../payload-types'
import type { Culture } from '../constants'
import type { ShopContext } from '../context'
import { sendMailInBackground } from '../email'
import { passwordResetMail } from '../email/templates'
import { ShopError } from '../errors'
import { RESET_MAIL_REQUESTS, tryClaim } from '../rate-limit'
import { containsError, FIELD_TEXTS, fieldRules } from './fields'
import { endSession, sessionIdOf } from './sessions'

const TEXTS = {
  da: {
    invalidToken: 'Linket til at nulstille adgangskoden er ugyldigt, brugt eller udløbet. Bed om et nyt.',
    tooMany: (minutes: number) => `Du har bedt om for mange mails. Prøv igen om ${minutes} ${minutes === 1 ? 'minut' : 'minutter'}.`,
  },
  en: {
    invalidToken: 'The link to reset your password is invalid, used or expired. Please ask for a new one.',
    tooMany: (minutes: number) => `You have asked for too many e-mails. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  },
} satisfies Record<Culture, Record<string, string | ((minutes: number) => string)>>

/** The storefront's reset page for a token, in the mail's culture. */
export function resetLink(culture: Culture, token: string): string {
  return `${env().STOREFRONT_URL}${culture === 'en' ? '/en' : ''}/nulstil-adgangskode/?token=${encodeURIComponent(token)}`
}

/**
 * Sends the reset mail when the address has an account. Every request counts against the client, known address
 * or not, so the limit tells nothing either; the mail itself goes out in the background (sendMailInBackground).
 */
export async function sendResetMail(ctx: ShopContext, email: string, client: string): Promise<void> {
  const { payload, culture } = ctx
  const pool = dbPool(payload)
  const claim = await tryClaim(pool, RESET_MAIL_REQUESTS, client)
  if (!claim.admitted) {
    const seconds = claim.retryAfterSeconds
    throw new ShopError(429, 'TooManyAttempts', TEXTS[culture].tooMany(Math.ceil(seconds / 60)), undefined, seconds)
  }

  const token = await payload.forgotPassword({ collection: 'customers', data: { email }, disableEmail: true })
  if (!token) return
  const customer = await payload.db.findOne<CustomerDoc>({ collection: 'customers', where: { resetPasswordToken: { equals: token } } })
  if (!customer) return
  sendMailInBackground(payload, {
    to: customer.email,
    ...passwordResetMail({ culture, firstName: customer.firstName, link: resetLink(culture, token) }),
  })
}

/** Whether a reset token would still work: known, not used and not expired. */
export async function isResetTokenValid(ctx: ShopContext, token: string): Promise<boolean> {
  if (!token) return false
  const customer = await ctx.payload.db.findOne<CustomerDoc>({
    collection: 'customers',
    where: { and: [{ resetPasswordToken: { equals: token } }, { resetPasswordExpiration: { greater_than: new Date().toISOString() } }] },
  })
  return Boolean(customer)
}

/** Sets the new password with a valid token. The token then stops working, and no session survives. */
export async function resetPassword(ctx: ShopContext, req: PayloadRequest, token: string, password: string): Promise<void> {
  const { payload, culture } = ctx
  const invalid = () => new ShopError(400, 'InvalidToken', TEXTS[culture].invalidToken)
  if (!(await isResetTokenValid(ctx, token))) throw invalid()
  const rule = fieldRules(culture).password.safeParse(password)
  if (!rule.success) throw containsError(culture, { Password: FIELD_TEXTS[culture].password })

  let result: Awaited<ReturnType<typeof payload.resetPassword>>
  try {
    // Payload clears loginAttempts and lockUntil, marks the token used, ends every session and starts a new one.
    result = await payload.resetPassword({ collection: 'customers', data: { token, password }, overrideAccess: true, req })
  } catch (error) {
    // Used or expired between our check and Payload's.
    if (error instanceof APIError && error.status === 403) throw invalid()
    throw error
  }
  // Nobody holds the session Payload started for the reset (the customer logs in anew): end it too.
  const sid = result.token ? sessionIdOf(result.token) : undefined
  const id = (result.user as { id?: unknown }).id
  if (sid && typeof id === 'number') await endSession(payload, id, sid)
}
