/**
 * The client address the per-client limits count by (docs/security.md, "The client address"), tried against the
 * real servers: a client cannot pick its bucket by writing X-Forwarded-For, neither through the storefront nor
 * straight at the backend, and two clients never share one.
 */
import { expect, test } from '@playwright/test'
import { E2E_BACKEND_PORT, E2E_BASE_URL } from './ports'
import { callFrom, freshLoopbackAddress } from './from-address'

const CODE_LIMIT = 10
const wrongCode = (i: number) => ({ Code: `WRONG-CODE-${String(i).padStart(4, '0')}` })

test('a spoofed X-Forwarded-For through the storefront does not escape the wrong-code limit', async () => {
  const attacker = freshLoopbackAddress()
  for (let i = 0; i < CODE_LIMIT; i++) {
    const answer = await callFrom(attacker, `${E2E_BASE_URL}/api/giftcard/view/`, { json: wrongCode(i) })
    expect(answer.body.ErrorCode, `attempt ${i + 1}`).toBe('GiftCardNotFound')
  }
  for (const spoof of ['203.0.113.9', '203.0.113.10, 198.51.100.7', '::1', '127.0.0.1']) {
    const answer = await callFrom(attacker, `${E2E_BASE_URL}/api/giftcard/view/`, {
      json: wrongCode(99),
      headers: { 'x-forwarded-for': spoof, 'x-real-ip': spoof },
    })
    expect(answer.status, `with X-Forwarded-For: ${spoof}`).toBe(429)
    expect(answer.body.ErrorCode).toBe('TooManyAttempts')
  }
  // Another visitor is not locked out by this one.
  const neighbour = await callFrom(freshLoopbackAddress(), `${E2E_BASE_URL}/api/giftcard/view/`, { json: wrongCode(1) })
  expect(neighbour.body.ErrorCode).toBe('GiftCardNotFound')
})

test('straight at the backend, only the storefront may name the client', async () => {
  const attacker = freshLoopbackAddress()
  const backend = `http://127.0.0.1:${E2E_BACKEND_PORT}/api/shop/giftcard/view/`
  for (let i = 0; i < CODE_LIMIT; i++) {
    const answer = await callFrom(attacker, backend, { json: wrongCode(i), headers: { 'x-forwarded-for': `203.0.113.${i + 1}` } })
    expect(answer.body.ErrorCode, `attempt ${i + 1}`).toBe('GiftCardNotFound')
  }
  const answer = await callFrom(attacker, backend, { json: wrongCode(50), headers: { 'x-forwarded-for': '203.0.113.200' } })
  expect(answer.status).toBe(429)
})
