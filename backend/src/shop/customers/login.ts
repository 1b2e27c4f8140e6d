/**
 * `POST /api/login/` (docs/api/customers.md, docs/adr/0015). Payload's own login checks the password, counts
 * failures and locks the account; around it come the shop's rules: the dialog must match the account's client type,
 * a blocked account cannot log in, a club member must have accepted the club terms, and one client address may
 * fail only so often. Every outcome but a malformed body is a Result with a Message in the culture.
 */
import { AuthenticationError, LockedAuth, ValidationError, type PayloadRequest } from 'payload'
import type { Pool } from 'pg'
import { dbPool } from '../../db/pool'
import type { Customer as CustomerDoc } from '../../payload-types'
import type { Culture } from '../constants'
import type { ShopContext } from '../context'
import { recordClubAcceptance } from '../marketing/service'
import { LOGIN_ATTEMPTS, tryClaim } from '../rate-limit'
import { LOGIN_LOCK_MS } from './constants'
import { spendPasswordCheck } from './password'
import { endSession, sessionIdOf } from './sessions'
import { toCustomer, type Customer } from './view'

export const LOGIN_RESULTS = [
  'Success',
  'RequiresClubMemberConsent',
  'InvalidCredentials',
  'InvalidAccountSetup',
  'TooManyAttempts',
] as const
export type LoginResult = (typeof LOGIN_RESULTS)[number]

export interface LoginInput {
  email: string
  password: string
  /** Which dialog the customer used: the consumer login or the business login. */
  clientType: 'B2C' | 'B2B'
  clubMemberConsent: boolean
}

export interface LoginOutcome {
  Result: LoginResult
  Message?: string
  /** TooManyAttempts: when to try again (ISO). */
  LockedUntil?: string
  Customer?: Customer
  /** Success only: the session token for the HttpOnly cookie. Never part of the answer's body. */
  sessionToken?: string
  /** TooManyAttempts: the same as LockedUntil, in seconds from now (the Retry-After header). */
  retryAfterSeconds?: number
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

const TEXTS = {
  da: {
    invalidCredentials: 'Forkert e-mailadresse eller adgangskode.',
    useBusinessLogin: 'Din konto er en erhvervskonto. Log ind via erhvervslogin.',
    useConsumerLogin: 'Din konto er en privatkonto. Log ind via login for privatkunder.',
    blocked: 'Din konto er spærret. Kontakt kundeservice.',
    clubMemberConsent: 'Du er medlem af kundeklubben. Accepter klubbens vilkår for at logge ind.',
    accountLocked: (minutes: number) =>
      `Din konto er låst efter for mange forkerte forsøg. Prøv igen om ${plural(minutes, 'minut', 'minutter')}, eller nulstil din adgangskode.`,
    clientLimited: (minutes: number) =>
      `For mange mislykkede login fra din forbindelse. Prøv igen om ${plural(minutes, 'minut', 'minutter')}.`,
  },
  en: {
    invalidCredentials: 'Wrong e-mail address or password.',
    useBusinessLogin: 'Your account is a business account. Please log in through the business login.',
    useConsumerLogin: 'Your account is a consumer account. Please log in through the consumer login.',
    blocked: 'Your account is blocked. Please contact customer service.',
    clubMemberConsent: 'You are a member of the customer club. Accept the club terms to log in.',
    accountLocked: (minutes: number) =>
      `Your account is locked after too many failed attempts. Try again in ${plural(minutes, 'minute', 'minutes')}, or reset your password.`,
    clientLimited: (minutes: number) =>
      `Too many failed logins from your connection. Try again in ${plural(minutes, 'minute', 'minutes')}.`,
  },
} satisfies Record<Culture, Record<string, string | ((minutes: number) => string)>>

function tooManyAttempts(until: Date, message: (minutes: number) => string): LoginOutcome {
  const seconds = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000))
  return {
    Result: 'TooManyAttempts',
    Message: message(Math.ceil(seconds / 60)),
    LockedUntil: until.toISOString(),
    retryAfterSeconds: seconds,
  }
}

/** The account's lock, as Payload keeps it (it stores e-mails trimmed and in lower case). */
async function accountLock(pool: Pool, email: string): Promise<{ exists: boolean; lockedUntil: Date | null }> {
  const { rows } = await pool.query<{ lock_until: Date | null }>('SELECT lock_until FROM customers WHERE email = $1', [
    email.trim().toLowerCase(),
  ])
  const row = rows[0]
  const until = row?.lock_until ? new Date(row.lock_until) : null
  return { exists: Boolean(row), lockedUntil: until && until.getTime() > Date.now() ? until : null }
}

export async function login(ctx: ShopContext, req: PayloadRequest, input: LoginInput, client: string): Promise<LoginOutcome> {
  const { payload, culture } = ctx
  const t = TEXTS[culture]
  const pool = dbPool(payload)

  // The attempt is claimed before the password is tried (docs/adr/0045): a wrong one keeps it, a right one gives it back.
  const claim = await tryClaim(pool, LOGIN_ATTEMPTS, client)
  if (!claim.admitted) return tooManyAttempts(new Date(Date.now() + claim.retryAfterSeconds * 1000), t.clientLimited)

  let result: Awaited<ReturnType<typeof payload.login<'customers'>>>
  // Our own checks follow below; the collection's beforeLogin hook refuses blocked accounts only elsewhere.
  req.context.shopLogin = true
  try {
    result = await payload.login({ collection: 'customers', data: { email: input.email, password: input.password }, req, depth: 0 })
  } catch (error) {
    if (error instanceof LockedAuth) {
      // The account's own lock answers; the attempt was no guess.
      await claim.attempt.release()
      const { lockedUntil } = await accountLock(pool, input.email)
      return tooManyAttempts(lockedUntil ?? new Date(Date.now() + LOGIN_LOCK_MS), t.accountLocked)
    }
    // A wrong password, an unknown e-mail and a blank password are one answer, so none tells an account exists.
    if (error instanceof AuthenticationError || error instanceof ValidationError) {
      const account = await accountLock(pool, input.email)
      if (!account.exists) await spendPasswordCheck(input.password)
      // The failure that locked the account says so at once, with the time the lock lifts.
      if (account.lockedUntil) return tooManyAttempts(account.lockedUntil, t.accountLocked)
      return { Result: 'InvalidCredentials', Message: t.invalidCredentials }
    }
    throw error
  }

  await claim.attempt.release()
  const customer = result.user as CustomerDoc
  const sid = result.token ? sessionIdOf(result.token) : undefined
  // The password was right, but this login may not go on: the session Payload just started ends again.
  const refuse = async (outcome: LoginOutcome): Promise<LoginOutcome> => {
    if (sid) await endSession(payload, customer.id, sid)
    return outcome
  }
  if (customer.accountBlocked) return refuse({ Result: 'InvalidAccountSetup', Message: t.blocked })
  if (customer.clientType !== input.clientType) {
    return refuse({ Result: 'InvalidAccountSetup', Message: customer.clientType === 'B2B' ? t.useBusinessLogin : t.useConsumerLogin })
  }
  let current: CustomerDoc = customer
  if (customer.clubMember && !customer.clubMemberConsentAt) {
    if (!input.clubMemberConsent) return refuse({ Result: 'RequiresClubMemberConsent', Message: t.clubMemberConsent })
    current = await payload.update({
      collection: 'customers',
      id: customer.id,
      data: { clubMemberConsentAt: new Date().toISOString() },
      depth: 0,
    })
    await recordClubAcceptance(ctx, current, 'login')
  }
  if (!result.token) throw new Error('Payload answered a login without a token')
  return { Result: 'Success', Customer: toCustomer(current), sessionToken: result.token }
}

/** Logs a customer in right after sign-up (no checks to make: the account was created a moment ago, as asked). */
export async function startSession(ctx: ShopContext, req: PayloadRequest, email: string, password: string): Promise<string> {
  req.context.shopLogin = true
  const result = await ctx.payload.login({ collection: 'customers', data: { email, password }, req, depth: 0 })
  if (!result.token) throw new Error('Payload answered a login without a token')
  return result.token
}
