import Cookies from 'js-cookie'
import { fakeBearer } from './testing/fakeAuthBackend'
import { readTokenCookie, removeTokenCookie, tokenClaims, visitorClientType, writeTokenCookie } from './session-token'

const request = (cookie: string) => ({ headers: { cookie } })

describe('the token cookie and its claims', () => {
  afterEach(() => Cookies.remove('token', { path: '/' }))

  it('reads the client type and expiry the backend signs into the token', () => {
    const expires = new Date('2026-11-25T12:00:00Z')
    expect(tokenClaims(fakeBearer('B2B', expires))).toEqual({
      clientType: 'B2B',
      expiresAt: expires.getTime(),
      issuedAt: expect.any(Number),
      impersonated: false,
    })
    expect(tokenClaims('not-a-token')).toEqual({ clientType: null, expiresAt: null, issuedAt: null, impersonated: false })
    // A staff member acting as the customer holds the customer's bearer with imp: true (docs/api/impersonation.md).
    expect(tokenClaims(fakeBearer('B2B', expires, 1, { imp: true })).impersonated).toBe(true)
  })

  it("names the visitor's client type from the request's cookie on the server", () => {
    const now = Date.parse('2026-11-25T10:00:00Z')
    const valid = fakeBearer('B2B', new Date(now + 60_000))
    expect(visitorClientType(request(`basketId=b-1; token=${valid}`), now)).toBe('B2B')
    expect(visitorClientType(request(`token=${fakeBearer('B2C', new Date(now + 60_000))}`), now)).toBe('B2C')
    // An expired token, a forged value and no cookie at all are a guest's.
    expect(visitorClientType(request(`token=${fakeBearer('B2B', new Date(now - 1))}`), now)).toBeNull()
    expect(visitorClientType(request('token=<script>'), now)).toBeNull()
    expect(visitorClientType(request('basketId=b-1'), now)).toBeNull()
  })

  it('writes the token as a path-wide, same-site strict cookie that expires with it and reads it back', () => {
    const token = fakeBearer('B2C', new Date(Date.now() + 60_000))
    const set = vi.spyOn(Cookies, 'set')
    writeTokenCookie(token, new Date(Date.now() + 60_000))
    expect(set).toHaveBeenCalledWith('token', token, expect.objectContaining({ path: '/', sameSite: 'strict', expires: expect.any(Date) }))
    expect(readTokenCookie()).toBe(token)
    expect(visitorClientType(undefined)).toBe('B2C')
    removeTokenCookie()
    expect(readTokenCookie()).toBeNull()
    set.mockRestore()
  })
})
