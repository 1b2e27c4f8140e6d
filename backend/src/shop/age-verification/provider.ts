/**
 * Age verification goes through one provider interface, like card payment: MitID through an OpenID Connect broker
 * (Criipto, Signicat, ...) when the shop has its client, otherwise the built-in TEST provider (a page served by the
 * backend where one picks a birth date). Both run the authorization code flow with PKCE: the shop sends the shopper
 * to `authorizationUrl`, the provider sends them back to the shop's callback with a code, and `redeem` turns the
 * code into the age. The age is the only thing the shop learns; it keeps only the bracket (ageBracket) and the
 * provider's reference, never a birth date or CPR number (docs/adr/0022).
 */
import { createHash, randomBytes } from 'node:crypto'
import { testPaymentsAllowed } from '../../deployment'
import { ALCOHOL_ADULT_AGE, ALCOHOL_MIN_AGE, type Culture, type RequiredAge } from '../constants'
import { createMitIdProvider } from './mitid-oidc'
import { createTestAgeProvider } from './test-provider'

export const AGE_PROVIDERS = ['test', 'mitid'] as const
export type AgeProviderName = (typeof AGE_PROVIDERS)[number]

export interface AuthorizationRequest {
  /** The OIDC `state`: the shop's attempt, unguessable. */
  state: string
  nonce: string
  /** S256 of the attempt's code verifier (pkceChallenge). */
  codeChallenge: string
  /** The shop's callback; the provider sends the shopper back there. */
  redirectUri: string
  culture: Culture
}

export interface RedeemRequest {
  code: string
  codeVerifier: string
  nonce: string
  redirectUri: string
}

export interface VerifiedPerson {
  /** Whole years on the day of the check, in Denmark. Used once, to choose the bracket, and dropped. */
  age: number
  /** The provider's reference to the transaction, what the shop documents the check by. */
  reference: string
}

export interface AgeVerificationProvider {
  readonly name: AgeProviderName
  authorizationUrl(request: AuthorizationRequest, signal?: AbortSignal): Promise<string>
  /** Throws when the code is not good (wrong, used, expired, not for this verifier or nonce). */
  redeem(request: RedeemRequest, signal?: AbortSignal): Promise<VerifiedPerson>
}

export interface AgeProviderOptions {
  /** The broker's issuer, e.g. https://delikat.criipto.id; with client id and secret, MitID is used. */
  issuer?: string
  clientId?: string
  clientSecret?: string
  /** Scopes beyond `openid` that make the broker release the birth date (or age) claim. */
  scope?: string
  /** e.g. urn:grn:authn:dk:mitid:low: the MitID level the broker is asked for. */
  acrValues?: string
  /** Signs the TEST provider's codes (the backend's own secret). */
  secret: string
  backendUrl: string
  fetchImpl?: typeof fetch
  /** Whether the TEST page may stand in for MitID: the demo, and a staging shop (ALLOW_TEST_PAYMENTS=true). */
  allowTestProvider?: boolean
}

export function ageVerificationProvider(options: AgeProviderOptions): AgeVerificationProvider {
  const issuer = options.issuer?.trim()
  const clientId = options.clientId?.trim()
  const clientSecret = options.clientSecret?.trim()
  const set = [issuer, clientId, clientSecret].filter(Boolean).length
  // Part of a broker's configuration must not quietly fall back to the TEST page, where anybody is 18.
  if (set > 0 && set < 3) throw new Error('MitID needs MITID_ISSUER, MITID_CLIENT_ID and MITID_CLIENT_SECRET; only some are set')
  if (issuer && clientId && clientSecret) {
    return createMitIdProvider({
      issuer,
      clientId,
      clientSecret,
      scope: options.scope,
      acrValues: options.acrValues,
      fetchImpl: options.fetchImpl,
    })
  }
  if (!(options.allowTestProvider ?? testPaymentsAllowed(process.env))) {
    throw new Error(
      'MITID_ISSUER, MITID_CLIENT_ID and MITID_CLIENT_SECRET are not set: production verifies ages through MitID only (ALLOW_TEST_PAYMENTS=true for a staging shop)',
    )
  }
  return createTestAgeProvider({ secret: options.secret, backendUrl: options.backendUrl })
}

/** What the shop keeps of an age: 18, 16, or null for a person under 16, who may buy no alcohol at all. */
export function ageBracket(age: number): RequiredAge | null {
  if (age >= ALCOHOL_ADULT_AGE) return ALCOHOL_ADULT_AGE
  if (age >= ALCOHOL_MIN_AGE) return ALCOHOL_MIN_AGE
  return null
}

/** Today's date in Denmark as YYYY-MM-DD: a birthday begins at midnight Danish time, wherever the server runs. */
export function danishToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Copenhagen', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * Whole years from a birth date (YYYY-MM-DD) to a day; null for a date that is not one or lies ahead. Someone born
 * on 29 February has their birthday on 1 March in other years.
 */
export function ageOn(birthDate: string, today: string): number | null {
  const birth = ISO_DATE.exec(birthDate)
  const now = ISO_DATE.exec(today)
  if (!birth || !now) return null
  const [by, bm, bd] = birth.slice(1).map(Number) as [number, number, number]
  const [ty, tm, td] = now.slice(1).map(Number) as [number, number, number]
  const real = new Date(Date.UTC(by, bm - 1, bd))
  if (real.getUTCFullYear() !== by || real.getUTCMonth() !== bm - 1 || real.getUTCDate() !== bd) return null
  if (by < 1900) return null
  let age = ty - by
  if (tm < bm || (tm === bm && td < bd)) age -= 1
  return age < 0 ? null : age
}

/** A random URL-safe token: the attempt's state, nonce and PKCE verifier. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url')
}

/** PKCE's S256 challenge of a verifier (RFC 7636). */
export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url')
}
