import { describe, expect, it } from 'vitest'
import { CONSENT_VERSION, consentAnsweredIn } from './consent'

const answer = `id-1|${CONSENT_VERSION}|2026-12-07T10:00:00.000Z`

describe('consentAnsweredIn', () => {
  it('finds an answer under the current texts among the other cookies, encoded as js-cookie writes it or not', () => {
    expect(consentAnsweredIn(`basketId=x; delikat_consent=${answer}; token=y`)).toBe(true)
    expect(consentAnsweredIn(`delikat_consent=${encodeURIComponent(answer)}`)).toBe(true)
  })

  it('counts no cookie, another version, a half value or a broken escape as no answer', () => {
    expect(consentAnsweredIn(undefined)).toBe(false)
    expect(consentAnsweredIn('')).toBe(false)
    expect(consentAnsweredIn('cookie_cat_statistic=true')).toBe(false)
    expect(consentAnsweredIn('delikat_consent=id-1|cookies-2020-01|2020-01-01T00:00:00.000Z')).toBe(false)
    expect(consentAnsweredIn(`delikat_consent=id-1|${CONSENT_VERSION}`)).toBe(false)
    expect(consentAnsweredIn('delikat_consent=%E0%A4%A')).toBe(false)
    expect(consentAnsweredIn(`xdelikat_consent=${answer}`)).toBe(false)
  })
})
