/**
 * MitID through an OpenID Connect broker (Criipto, Signicat and the like): the authorization code flow with PKCE,
 * asking for nothing but the birth date (or age) claim. The broker's endpoints come from its discovery document.
 * The ID token is taken straight from the broker's token endpoint over TLS with the shop's client secret, which
 * OpenID Connect Core 3.1.3.7 accepts in place of checking its signature; issuer, audience, expiry and nonce are
 * checked all the same. The birth date is read once to work out the age and then dropped.
 *
 * The demo and the tests cannot reach a broker from here: they use the TEST provider (test-provider.ts); this adapter
 * is checked against a broker's answers in mitid-oidc.test.ts.
 */
import { z } from 'zod'
import {
  ageOn,
  danishToday,
  type AgeVerificationProvider,
  type AuthorizationRequest,
  type RedeemRequest,
  type VerifiedPerson,
} from './provider'

export const MITID_TIMEOUT_MS = 10_000
/** A broker's clock may run a little ahead of ours. */
const CLOCK_SKEW_SECONDS = 120
const DISCOVERY_SECONDS = 3600

export interface MitIdOptions {
  issuer: string
  clientId: string
  clientSecret: string
  /** Scopes after `openid`; brokers release the birth date for e.g. `birthdate` (Signicat) or by their own setting. */
  scope?: string
  acrValues?: string
  fetchImpl?: typeof fetch
}

const discoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url({ protocol: /^https$/ }),
  token_endpoint: z.url({ protocol: /^https$/ }),
})

const tokenSchema = z.object({ id_token: z.string().min(1) })

const claimsSchema = z.object({
  iss: z.string(),
  aud: z.union([z.string(), z.array(z.string())]),
  exp: z.number(),
  nonce: z.string().optional(),
  birthdate: z.string().optional(),
  dateofbirth: z.string().optional(),
  age: z.number().int().nonnegative().optional(),
  jti: z.string().optional(),
  sid: z.string().optional(),
  txn: z.string().optional(),
  uuid: z.string().optional(),
})

/** The JSON part of a JWT, unverified (see the file's note on why that is enough here). */
export function jwtClaims(token: string): unknown {
  const part = token.split('.')[1]
  if (!part) throw new Error('The ID token is not a JWT')
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
}

/** The person's age from the claims the broker released: a birth date (YYYY-MM-DD) or an age. */
export function ageFromClaims(claims: z.infer<typeof claimsSchema>, today: string): number | null {
  const birthDate = claims.birthdate ?? claims.dateofbirth
  if (birthDate) return ageOn(birthDate.slice(0, 10), today)
  return claims.age ?? null
}

export function createMitIdProvider(options: MitIdOptions): AgeVerificationProvider {
  const fetchImpl = options.fetchImpl ?? fetch
  const issuer = options.issuer.replace(/\/+$/, '')
  let discovery: { value: z.infer<typeof discoverySchema>; until: number } | null = null

  async function endpoints(signal?: AbortSignal) {
    if (discovery && discovery.until > Date.now()) return discovery.value
    const response = await fetchImpl(`${issuer}/.well-known/openid-configuration`, {
      signal: signal ?? AbortSignal.timeout(MITID_TIMEOUT_MS),
    })
    if (!response.ok) throw new Error(`The MitID broker's discovery answered ${response.status}`)
    const value = discoverySchema.parse(await response.json())
    if (value.issuer.replace(/\/+$/, '') !== issuer) throw new Error('The MitID broker names another issuer than MITID_ISSUER')
    discovery = { value, until: Date.now() + DISCOVERY_SECONDS * 1000 }
    return value
  }

  return {
    name: 'mitid',

    async authorizationUrl(request: AuthorizationRequest, signal?: AbortSignal): Promise<string> {
      const { authorization_endpoint } = await endpoints(signal)
      const url = new URL(authorization_endpoint)
      const scope = ['openid', ...(options.scope ?? '').split(/\s+/).filter((s) => s && s !== 'openid')].join(' ')
      url.searchParams.set('response_type', 'code')
      url.searchParams.set('client_id', options.clientId)
      url.searchParams.set('redirect_uri', request.redirectUri)
      url.searchParams.set('scope', scope)
      url.searchParams.set('state', request.state)
      url.searchParams.set('nonce', request.nonce)
      url.searchParams.set('code_challenge', request.codeChallenge)
      url.searchParams.set('code_challenge_method', 'S256')
      url.searchParams.set('ui_locales', request.culture)
      if (options.acrValues) url.searchParams.set('acr_values', options.acrValues)
      return url.toString()
    },

    async redeem(request: RedeemRequest, signal?: AbortSignal): Promise<VerifiedPerson> {
      const { token_endpoint } = await endpoints(signal)
      const response = await fetchImpl(token_endpoint, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Accept: 'application/json',
          // RFC 6749 2.3.1: the id and secret are form-encoded before they are joined.
          Authorization: `Basic ${Buffer.from(`${encodeURIComponent(options.clientId)}:${encodeURIComponent(options.clientSecret)}`).toString('base64')}`,
        },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: request.code,
          redirect_uri: request.redirectUri,
          code_verifier: request.codeVerifier,
        }).toString(),
        signal: signal ?? AbortSignal.timeout(MITID_TIMEOUT_MS),
      })
      if (!response.ok) throw new Error(`The MitID broker's token endpoint answered ${response.status}`)
      const claims = claimsSchema.parse(jwtClaims(tokenSchema.parse(await response.json()).id_token))
      if (claims.iss.replace(/\/+$/, '') !== issuer) throw new Error('The ID token comes from another issuer')
      const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud]
      if (!audiences.includes(options.clientId)) throw new Error('The ID token is not for this shop')
      if (claims.exp + CLOCK_SKEW_SECONDS < Date.now() / 1000) throw new Error('The ID token has expired')
      if (claims.nonce !== request.nonce) throw new Error('The ID token answers another request (nonce)')
      const age = ageFromClaims(claims, danishToday())
      if (age === null) throw new Error("The broker released no birth date or age: check the scope (MITID_SCOPE) and the broker's settings")
      const reference = claims.jti ?? claims.txn ?? claims.sid ?? claims.uuid
      if (!reference) throw new Error('The ID token carries no transaction reference (jti, txn, sid)')
      return { age, reference }
    },
  }
}
