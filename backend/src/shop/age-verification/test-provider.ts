/**
 * The built-in TEST age verification, for the demo and the tests: a page served by the backend, marked TEST in
 * large letters, where one picks a birth date instead of logging in with MitID. It plays the broker's part of the
 * authorization code flow with PKCE, so the shop runs exactly the code it runs against MitID: the page sends the
 * shopper back to the shop's callback with a code, and `redeem` checks that code against the attempt's verifier.
 *
 * The TEST broker keeps nothing: its code is the age, the PKCE challenge, the nonce and an expiry, signed with the
 * backend's secret. A code is used once because the shop's attempt is (service.ts).
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import type { Culture } from '../constants'
import { escapeHtml } from '../email/templates'
import { TEST_PAGE_STYLE } from '../payments/test-provider'
import { ageOn, danishToday, pkceChallenge, randomToken, type AgeVerificationProvider, type AuthorizationRequest } from './provider'

/** The page's path under the backend (app/test-mitid/route.ts). */
export const TEST_AGE_PATH = '/test-mitid'
export const TEST_AGE_CLIENT_ID = 'delikat-test'
/** A code is good for this long after the page issued it. */
export const TEST_CODE_SECONDS = 120

/** What the page's form and its link carry: the authorization request as a broker receives it. */
export const testAuthorizationSchema = z.object({
  state: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/),
  nonce: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/),
  code_challenge: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  code_challenge_method: z.literal('S256'),
  redirect_uri: z.url({ protocol: /^https?$/ }),
  ui_locales: z.enum(['da', 'en']).catch('da'),
})
export type TestAuthorization = z.infer<typeof testAuthorizationSchema>

const codeSchema = z.object({
  age: z.number().int().min(0).max(150),
  challenge: z.string(),
  nonce: z.string(),
  exp: z.number(),
  ref: z.string(),
})

function sign(secret: string, body: string): string {
  return createHmac('sha256', secret).update(`test-mitid:${body}`, 'utf8').digest('base64url')
}

/** The code the page hands back for a person of `age`. */
export function issueTestCode(
  secret: string,
  authorization: Pick<TestAuthorization, 'code_challenge' | 'nonce'>,
  age: number,
  now = Date.now(),
): string {
  const body = Buffer.from(
    JSON.stringify({
      age,
      challenge: authorization.code_challenge,
      nonce: authorization.nonce,
      exp: Math.floor(now / 1000) + TEST_CODE_SECONDS,
      ref: `TEST-${randomToken(9)}`,
    }),
  ).toString('base64url')
  return `${body}.${sign(secret, body)}`
}

export interface TestAgeProviderOptions {
  secret: string
  backendUrl: string
}

export function createTestAgeProvider({ secret, backendUrl }: TestAgeProviderOptions): AgeVerificationProvider {
  const base = backendUrl.replace(/\/+$/, '')
  return {
    name: 'test',

    async authorizationUrl(request: AuthorizationRequest): Promise<string> {
      const url = new URL(`${base}${TEST_AGE_PATH}/authorize`)
      url.search = new URLSearchParams({
        client_id: TEST_AGE_CLIENT_ID,
        response_type: 'code',
        redirect_uri: request.redirectUri,
        state: request.state,
        nonce: request.nonce,
        code_challenge: request.codeChallenge,
        code_challenge_method: 'S256',
        ui_locales: request.culture,
      }).toString()
      return url.toString()
    },

    async redeem({ code, codeVerifier, nonce }) {
      const [body, signature] = code.split('.')
      if (!body || !signature) throw new Error('Not a TEST code')
      const expected = Buffer.from(sign(secret, body))
      const given = Buffer.from(signature)
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new Error('The TEST code is not signed by this shop')
      const claims = codeSchema.parse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')))
      if (claims.exp * 1000 < Date.now()) throw new Error('The TEST code has expired')
      if (claims.challenge !== pkceChallenge(codeVerifier)) throw new Error('The code verifier does not match the challenge')
      if (claims.nonce !== nonce) throw new Error('The nonce does not match')
      return { age: claims.age, reference: claims.ref }
    },
  }
}

const TEXT = {
  da: {
    banner: 'TEST-ALDERSKONTROL — ikke MitID',
    bannerNote: 'Dette er Delikats test af alderskontrollen. Her vælger du selv en fødselsdato; i en rigtig butik logger du ind med MitID.',
    heading: 'Bekræft din alder',
    intro: 'Butikken får kun at vide, om du er fyldt 16 eller 18 år. Fødselsdatoen gemmes ikke.',
    birthDate: 'Fødselsdato',
    presets: 'Eller vælg en testperson:',
    adult: 'Voksen (30 år)',
    seventeen: '17 år',
    fifteen: '15 år',
    submit: 'Bekræft alder',
    cancel: 'Afbryd',
    invalidDate: 'Vælg en gyldig fødselsdato, der ikke ligger i fremtiden.',
    invalidRequest: 'Forespørgslen mangler noget eller kommer ikke fra Delikat.',
  },
  en: {
    banner: 'TEST AGE CHECK — not MitID',
    bannerNote: 'This is Delikat’s test of the age check. You pick a birth date yourself; in a real shop you log in with MitID.',
    heading: 'Confirm your age',
    intro: 'The shop only learns whether you are 16 or 18 or older. The birth date is not stored.',
    birthDate: 'Date of birth',
    presets: 'Or pick a test person:',
    adult: 'Adult (30 years)',
    seventeen: '17 years',
    fifteen: '15 years',
    submit: 'Confirm age',
    cancel: 'Cancel',
    invalidDate: 'Choose a valid date of birth that is not in the future.',
    invalidRequest: 'The request is incomplete or does not come from Delikat.',
  },
} satisfies Record<Culture, Record<string, string>>

const PRESET_AGES = { adult: 30, seventeen: 17, fifteen: 15 } as const

export type TestAgeSubmit =
  { outcome: 'redirect'; location: string } | { outcome: 'invalid'; error: string; authorization: TestAuthorization | null }

/**
 * The page's form: a chosen birth date or test person gives a code for the age; "cancel" answers access_denied, as
 * a broker does. `callbackUrl` is the one place the page sends anybody back to, whatever the form says, so the page
 * cannot be used to redirect elsewhere.
 */
export function submitTestAgeForm(form: Record<string, string>, secret: string, callbackUrl: string, now = new Date()): TestAgeSubmit {
  const parsed = testAuthorizationSchema.safeParse(form)
  const culture: Culture = form.ui_locales === 'en' ? 'en' : 'da'
  if (!parsed.success || parsed.data.redirect_uri !== callbackUrl)
    return { outcome: 'invalid', error: TEXT[culture].invalidRequest, authorization: null }
  const authorization = parsed.data
  const back = new URL(callbackUrl)
  back.searchParams.set('state', authorization.state)
  if (form.action === 'cancel') {
    back.searchParams.set('error', 'access_denied')
    return { outcome: 'redirect', location: back.toString() }
  }
  const preset = PRESET_AGES[form.preset as keyof typeof PRESET_AGES]
  const age = preset ?? ageOn((form.birthDate ?? '').trim(), danishToday(now))
  if (age === null || age === undefined) return { outcome: 'invalid', error: TEXT[culture].invalidDate, authorization }
  back.searchParams.set('code', issueTestCode(secret, authorization, age, now.getTime()))
  return { outcome: 'redirect', location: back.toString() }
}

/** The whole TEST page. No scripts; the form posts to the page's own path. */
export function renderTestAgePage(authorization: TestAuthorization | null, culture: Culture, error?: string): string {
  const text = TEXT[culture]
  const hidden = authorization
    ? Object.entries(authorization)
        .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(String(value))}">`)
        .join('')
    : ''
  const errorHtml = error ? `<p class="error" id="age-error" role="alert">${escapeHtml(error)}</p>` : ''
  const body = authorization
    ? errorHtml +
      `<form method="post" action="${TEST_AGE_PATH}/authorize" novalidate>${hidden}` +
      `<label for="birthDate">${escapeHtml(text.birthDate)}</label>` +
      `<input id="birthDate" name="birthDate" type="date" max="${danishToday()}"${error ? ' aria-invalid="true" aria-describedby="age-error"' : ''}>` +
      `<button type="submit">${escapeHtml(text.submit)}</button>` +
      `<p class="cards">${escapeHtml(text.presets)}</p>` +
      (Object.keys(PRESET_AGES) as Array<keyof typeof PRESET_AGES>)
        .map((key) => `<button type="submit" name="preset" value="${key}" class="secondary">${escapeHtml(text[key])}</button>`)
        .join('') +
      `<button type="submit" name="action" value="cancel" class="secondary" formnovalidate>${escapeHtml(text.cancel)}</button>` +
      `</form>`
    : errorHtml || `<p class="error" role="alert">${escapeHtml(text.invalidRequest)}</p>`
  return (
    `<!doctype html><html lang="${culture}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${escapeHtml(`${text.banner} · Delikat`)}</title><style>${TEST_PAGE_STYLE}` +
    `button.secondary{margin-top:.75rem;color:#6b2d3c;background:#fff;border:2px solid #6b2d3c}</style></head><body>` +
    `<header class="banner"><div><strong>${escapeHtml(text.banner)}</strong><p>${escapeHtml(text.bannerNote)}</p></div></header>` +
    `<main><p class="shop">Delikat</p><h1>${escapeHtml(text.heading)}</h1><p>${escapeHtml(text.intro)}</p>` +
    body +
    `</main></body></html>`
  )
}
