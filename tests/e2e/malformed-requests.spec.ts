/**
 * Malformed addresses against the running servers (docs/security.md, "Malformed input"): a path whose %-escapes do
 * not decode is a 400 in the shop API's error shape, never Next's 500, and an unknown shop API path is a 404 in it.
 * Malformed ids and bodies behind a decodable path are the fuzz test's (backend/tests/fuzz.test.ts).
 */
import { expect, test } from '@playwright/test'
import { E2E_BACKEND_PORT, E2E_BASE_URL } from './ports'

const BACKEND = `http://127.0.0.1:${E2E_BACKEND_PORT}`

test('a path that does not decode is a 400 with the error shape, on both servers', async ({ request }) => {
  for (const url of [
    `${E2E_BASE_URL}/api/basket/%ZZ/`,
    `${E2E_BASE_URL}/api/basket/%C0%AE/quantity/`,
    `${E2E_BASE_URL}/produkter/%ED%A0%80/1/`,
    `${BACKEND}/api/shop/giftcardusage/%E0%A4%A/`,
    `${BACKEND}/api/customers/%ZZ`,
  ]) {
    const answer = await request.get(url)
    expect(answer.status(), url).toBe(400)
    expect((await answer.json()).ErrorCode, url).toBe('ValidationError')
  }
})

test('a shop API path no route takes is a 404 with the error shape', async ({ request }) => {
  for (const [method, url] of [
    ['GET', `${E2E_BASE_URL}/api/nothing/here/`],
    ['DELETE', `${BACKEND}/api/shop/basket/`],
  ] as const) {
    const answer = await request.fetch(url, { method })
    expect(answer.status(), `${method} ${url}`).toBe(404)
    expect(await answer.json(), `${method} ${url}`).toMatchObject({ ErrorCode: 'NotFound', Message: expect.any(String) })
  }
})
