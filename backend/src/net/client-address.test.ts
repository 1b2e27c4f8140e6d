import { describe, expect, it } from 'vitest'
import { clientAddress } from '../shop/rate-limit'
import { LOOPBACK_PROXIES, normaliseAddress, resolveClientAddress, trustList } from './client-address'

describe('resolveClientAddress', () => {
  const none = trustList([])
  const loopback = trustList(LOOPBACK_PROXIES)
  const balancer = trustList(['10.0.0.0/8'])

  it('is the socket peer when nobody in front of the app is trusted, whatever the client wrote', () => {
    expect(resolveClientAddress('198.51.100.4', '203.0.113.9', none)).toBe('198.51.100.4')
    expect(resolveClientAddress('::ffff:198.51.100.4', undefined, none)).toBe('198.51.100.4')
  })

  it('believes X-Forwarded-For only as far as trusted hops vouch for it', () => {
    // storefront on loopback -> backend: the storefront wrote the client it saw
    expect(resolveClientAddress('127.0.0.1', '198.51.100.4', loopback)).toBe('198.51.100.4')
    // a client on another loopback address is not the storefront: its header is ignored
    expect(resolveClientAddress('127.0.0.2', '203.0.113.9', loopback)).toBe('127.0.0.2')
    // load balancer 10.0.0.5 appended the client it saw; the client's own entry to the left is ignored
    expect(resolveClientAddress('10.0.0.5', '203.0.113.9, 198.51.100.4', balancer)).toBe('198.51.100.4')
    // two trusted hops
    expect(resolveClientAddress('10.0.0.5', '203.0.113.9, 198.51.100.4, 10.0.0.9', balancer)).toBe('198.51.100.4')
  })

  it('stops at garbage instead of taking what the client wrote', () => {
    expect(resolveClientAddress('10.0.0.5', '203.0.113.9, not-an-ip', balancer)).toBe('10.0.0.5')
    expect(resolveClientAddress('10.0.0.5', ['203.0.113.9', ''], balancer)).toBe('203.0.113.9')
    expect(resolveClientAddress(undefined, '203.0.113.9', balancer)).toBe('unknown')
  })

  it('reads addresses in the forms proxies write them', () => {
    expect(normaliseAddress('[2001:db8::1]')).toBe('2001:db8::1')
    expect(normaliseAddress('192.0.2.1:4711')).toBe('192.0.2.1')
    expect(normaliseAddress('2001:DB8::1')).toBe('2001:db8::1')
    expect(normaliseAddress("1.2.3.4' OR 1=1")).toBeNull()
  })

  it('refuses a malformed trust list at start', () => {
    expect(() => trustList(['10.0.0.0/33'])).toThrow(/prefix/)
    expect(() => trustList(['localhost'])).toThrow(/not an IP/)
  })
})

describe('clientAddress (what the shop API counts a request under)', () => {
  it('is the one address the server left in X-Forwarded-For', () => {
    expect(clientAddress(new Headers({ 'x-forwarded-for': '198.51.100.4' }))).toBe('198.51.100.4')
    expect(clientAddress(new Headers())).toBe('unknown')
    expect(clientAddress(new Headers({ 'x-forwarded-for': 'junk' }))).toBe('unknown')
  })
})
