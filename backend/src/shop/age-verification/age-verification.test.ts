import { describe, expect, it } from 'vitest'
import { createMitIdProvider } from './mitid-oidc'
import { ageBracket, ageOn, ageVerificationProvider, danishToday, pkceChallenge, randomToken } from './provider'
import { createTestAgeProvider, issueTestCode, submitTestAgeForm } from './test-provider'

const SECRET = 'unit-test-secret-0123456789abcdef'
const CALLBACK = 'http://localhost:3001/api/shop/ageverification/callback'

describe('ages', () => {
  it('counts whole years on the Danish calendar, a 29 February birthday on 1 March', () => {
    expect(ageOn('2008-11-26', '2026-11-26')).toBe(18)
    expect(ageOn('2008-11-27', '2026-11-26')).toBe(17)
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17)
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18)
    expect(ageOn('2030-01-01', '2026-11-26')).toBeNull()
    expect(ageOn('2008-02-30', '2026-11-26')).toBeNull()
    expect(ageOn('26-11-2008', '2026-11-26')).toBeNull()
  })

  it('keeps only the bracket the law asks about', () => {
    expect([ageBracket(15), ageBracket(16), ageBracket(17), ageBracket(18), ageBracket(70)]).toEqual([null, 16, 16, 18, 18])
  })

  it('takes the date in Denmark: 23:30 UTC on 31 December is already New Year in Copenhagen', () => {
    expect(danishToday(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01')
  })
})

describe('the TEST provider', () => {
  const provider = createTestAgeProvider({ secret: SECRET, backendUrl: 'http://localhost:3001/' })
  const verifier = randomToken(48)
  const nonce = randomToken()
  const state = randomToken()
  const authorization = {
    state,
    nonce,
    code_challenge: pkceChallenge(verifier),
    code_challenge_method: 'S256',
    redirect_uri: CALLBACK,
    ui_locales: 'da',
  }

  it('sends the shopper to its page with a PKCE challenge, and redeems the code the page gives back', async () => {
    const url = new URL(
      await provider.authorizationUrl({ state, nonce, codeChallenge: pkceChallenge(verifier), redirectUri: CALLBACK, culture: 'da' }),
    )
    expect(url.origin + url.pathname).toBe('http://localhost:3001/test-mitid/authorize')
    expect(url.searchParams.get('code_challenge_method')).toBe('S256')
    const answer = submitTestAgeForm({ ...authorization, preset: 'seventeen' }, SECRET, CALLBACK)
    expect(answer.outcome).toBe('redirect')
    const back = new URL((answer as { location: string }).location)
    expect(back.origin + back.pathname).toBe(CALLBACK)
    expect(back.searchParams.get('state')).toBe(state)
    const person = await provider.redeem({ code: back.searchParams.get('code')!, codeVerifier: verifier, nonce, redirectUri: CALLBACK })
    expect(person.age).toBe(17)
    expect(person.reference).toMatch(/^TEST-/)
  })

  it('refuses a code for another verifier or nonce, a forged one and an expired one', async () => {
    const code = issueTestCode(SECRET, authorization, 40)
    await expect(provider.redeem({ code, codeVerifier: randomToken(48), nonce, redirectUri: CALLBACK })).rejects.toThrow(/verifier/)
    await expect(provider.redeem({ code, codeVerifier: verifier, nonce: randomToken(), redirectUri: CALLBACK })).rejects.toThrow(/nonce/)
    const forged = issueTestCode('another-secret-0123456789abcdef', authorization, 40)
    await expect(provider.redeem({ code: forged, codeVerifier: verifier, nonce, redirectUri: CALLBACK })).rejects.toThrow(/signed/)
    const old = issueTestCode(SECRET, authorization, 40, Date.now() - 10 * 60_000)
    await expect(provider.redeem({ code: old, codeVerifier: verifier, nonce, redirectUri: CALLBACK })).rejects.toThrow(/expired/)
  })

  it("never sends anybody anywhere but the shop's callback, and answers a cancel as access_denied", () => {
    expect(
      submitTestAgeForm({ ...authorization, redirect_uri: 'https://evil.example/cb', preset: 'adult' }, SECRET, CALLBACK).outcome,
    ).toBe('invalid')
    const cancelled = submitTestAgeForm({ ...authorization, action: 'cancel' }, SECRET, CALLBACK) as { location: string }
    expect(new URL(cancelled.location).searchParams.get('error')).toBe('access_denied')
    expect(new URL(cancelled.location).searchParams.get('code')).toBeNull()
  })

  it('asks again for a birth date that is none or lies ahead', () => {
    expect(submitTestAgeForm({ ...authorization, birthDate: '2099-01-01' }, SECRET, CALLBACK).outcome).toBe('invalid')
    expect(submitTestAgeForm({ ...authorization, birthDate: '' }, SECRET, CALLBACK).outcome).toBe('invalid')
    expect(submitTestAgeForm({ ...authorization, birthDate: '1990-05-17' }, SECRET, CALLBACK).outcome).toBe('redirect')
  })
})

describe('the MitID broker adapter', () => {
  const issuer = 'https://delikat.broker.example'
  const jwt = (claims: Record<string, unknown>) =>
    `${Buffer.from('{"alg":"RS256"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.signature`

  /** A broker that answers its discovery and, for the right verifier, an ID token with the given claims. */
  function broker(claims: Record<string, unknown>) {
    const requests: Array<{ url: string; init?: RequestInit }> = []
    const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
      const url = String(input)
      requests.push({ url, init })
      if (url === `${issuer}/.well-known/openid-configuration`) {
        return Response.json({ issuer, authorization_endpoint: `${issuer}/oauth2/authorize`, token_endpoint: `${issuer}/oauth2/token` })
      }
      if (url === `${issuer}/oauth2/token`) return Response.json({ id_token: jwt(claims), token_type: 'Bearer' })
      return new Response('not found', { status: 404 })
    }) as typeof fetch
    return {
      requests,
      provider: createMitIdProvider({
        issuer,
        clientId: 'urn:delikat',
        clientSecret: 's3cret',
        scope: 'birthdate',
        acrValues: 'urn:grn:authn:dk:mitid:low',
        fetchImpl,
      }),
    }
  }
  const valid = {
    iss: issuer,
    aud: 'urn:delikat',
    exp: Math.floor(Date.now() / 1000) + 300,
    nonce: 'n-1',
    birthdate: '1990-05-17',
    jti: 'txn-123',
  }
  const redeem = { code: 'the-code', codeVerifier: 'v'.repeat(64), nonce: 'n-1', redirectUri: CALLBACK }

  it('asks for the code flow with PKCE, the birth date scope and the MitID level', async () => {
    const { provider } = broker(valid)
    const url = new URL(
      await provider.authorizationUrl({ state: 's', nonce: 'n-1', codeChallenge: 'c'.repeat(43), redirectUri: CALLBACK, culture: 'en' }),
    )
    expect(url.origin + url.pathname).toBe(`${issuer}/oauth2/authorize`)
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'urn:delikat',
      scope: 'openid birthdate',
      code_challenge_method: 'S256',
      acr_values: 'urn:grn:authn:dk:mitid:low',
      ui_locales: 'en',
      redirect_uri: CALLBACK,
    })
  })

  it('redeems the code with the verifier and the client secret and reads the age, not keeping the birth date', async () => {
    const { provider, requests } = broker(valid)
    const person = await provider.redeem(redeem)
    expect(person).toEqual({ age: ageOn('1990-05-17', danishToday()), reference: 'txn-123' })
    const token = requests.find((r) => r.url.endsWith('/oauth2/token'))!
    const body = new URLSearchParams(String(token.init?.body))
    expect(body.get('code_verifier')).toBe(redeem.codeVerifier)
    expect(body.get('grant_type')).toBe('authorization_code')
    expect(new Headers(token.init?.headers).get('authorization')).toBe(`Basic ${Buffer.from('urn%3Adelikat:s3cret').toString('base64')}`)
  })

  it.each([
    ['another issuer', { iss: 'https://evil.example' }, /issuer/],
    ['another audience', { aud: ['someone-else'] }, /not for this shop/],
    ['an expired token', { exp: Math.floor(Date.now() / 1000) - 3600 }, /expired/],
    ['another nonce', { nonce: 'n-2' }, /nonce/],
    ['no birth date', { birthdate: undefined }, /no birth date/],
  ])('refuses %s', async (_name, change, message) => {
    await expect(broker({ ...valid, ...change }).provider.redeem(redeem)).rejects.toThrow(message)
  })

  it('is chosen only with its whole client; half of one is refused, and production without it gets no TEST page', () => {
    expect(ageVerificationProvider({ issuer, clientId: 'a', clientSecret: 'b', secret: SECRET, backendUrl: 'http://x' }).name).toBe('mitid')
    expect(() => ageVerificationProvider({ issuer, clientId: 'a', secret: SECRET, backendUrl: 'http://x' })).toThrow(/only some are set/)
    expect(() => ageVerificationProvider({ secret: SECRET, backendUrl: 'http://x', allowTestProvider: false })).toThrow(
      /production verifies ages through MitID/,
    )
    expect(ageVerificationProvider({ secret: SECRET, backendUrl: 'http://x', allowTestProvider: true }).name).toBe('test')
  })
})
