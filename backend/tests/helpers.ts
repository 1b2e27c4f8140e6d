/** Shared set-up for integration tests: one migrated Payload per test file, and the shop API without HTTP. */
import { randomUUID } from 'node:crypto'
import type { Migration, Payload, SanitizedConfig } from 'payload'
import { inject } from 'vitest'

let cached: Promise<{ payload: Payload; config: SanitizedConfig }> | undefined

export function testPayload(): Promise<{ payload: Payload; config: SanitizedConfig }> {
  cached ??= (async () => {
    process.env.DATABASE_URL = inject('databaseUrl')
    process.env.DATA_DIR = inject('dataDir')
    process.env.EMBEDDED_DATABASE = process.env.INTEGRATION_DB === 'postgres' ? 'false' : 'true'
    process.env.PAYLOAD_SECRET ??= 'integration-test-secret-0123456789'
    const { getPayload } = await import('payload')
    const config = await (await import('../src/payload.config')).default
    const { migrations } = await import('../src/migrations')
    const payload = await getPayload({ config })
    await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
    return { payload, config }
  })()
  return cached
}

export interface ApiAnswer<T = any> {
  status: number
  body: T
}

/** Calls the shop API exactly as the HTTP route does: `api('POST', '/basket/', {})`. */
export async function api<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<ApiAnswer<T>> {
  const { config } = await testPayload()
  const { handleEndpoints } = await import('payload')
  const request = new Request(`http://localhost/api/shop${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  })
  const response = await handleEndpoints({ config, request })
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : null }
}

/** A product of its own for one test, so tests never depend on each other's data. */
export async function createProduct(overrides: Record<string, unknown> = {}) {
  const { payload } = await testPayload()
  const suffix = randomUUID().slice(0, 8)
  return payload.create({
    collection: 'products',
    locale: 'da',
    data: {
      name: `Testvin ${suffix}`,
      friendlyUrlName: '',
      productNumber: `T-${suffix}`,
      type: 'Wine',
      price: 16900,
      stockQuantity: 10,
      ...overrides,
    },
  })
}
