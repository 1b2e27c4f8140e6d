import { describe, expect, it } from 'vitest'
import { PREVIEW_TOKEN_TTL_SECONDS, signPreviewToken, verifyPreviewToken } from './preview'

const SECRET = 'a-secret-of-some-length-0123456789'

describe('preview tokens', () => {
  it('accepts its own token for the same page until it expires', () => {
    const token = signPreviewToken('/om-os/', SECRET, 1000)
    expect(verifyPreviewToken(token, 'om-os', SECRET, 1000 + PREVIEW_TOKEN_TTL_SECONDS)).toEqual({ ok: true })
    expect(verifyPreviewToken(token, '/om-os/', SECRET, 1001 + PREVIEW_TOKEN_TTL_SECONDS)).toEqual({ ok: false, reason: 'expired' })
  })

  it('refuses forged, tampered, foreign and malformed tokens', () => {
    const token = signPreviewToken('/om-os/', SECRET, 1000)
    expect(verifyPreviewToken(signPreviewToken('/om-os/', 'another-secret-0123456789', 1000), '/om-os/', SECRET, 1000).ok).toBe(false)
    const [body, sig] = token.split('.')
    const tampered = Buffer.from(JSON.stringify({ url: '/om-os/', exp: 9_999_999_999 })).toString('base64url')
    expect(verifyPreviewToken(`${tampered}.${sig}`, '/om-os/', SECRET, 1000)).toEqual({ ok: false, reason: 'signature' })
    expect(verifyPreviewToken(token, '/', SECRET, 1000)).toEqual({ ok: false, reason: 'other-page' })
    expect(verifyPreviewToken(`${body}`, '/om-os/', SECRET, 1000)).toEqual({ ok: false, reason: 'malformed' })
    expect(verifyPreviewToken('', '/om-os/', SECRET, 1000).ok).toBe(false)
  })
})
