/**
 * HTTP calls from a loopback address of the test's choosing (127.0.0.2 and up are all this machine), so a test can
 * be a client of its own: the shop counts its per-client limits by the address it sees, and every Playwright request
 * comes from 127.0.0.1. Node's http, not Playwright's request context, because only it can pick the local address.
 */
import { request as httpRequest } from 'node:http'

export interface PlainAnswer {
  status: number
  headers: Record<string, string | string[] | undefined>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON of any shape, read by the tests
  body: any
}

// Random start: a worker Playwright restarts must not reuse the addresses (and the limits) of the one before.
let next = Math.floor(Math.random() * 1_000_000)

/** A loopback address no other call of this run has used, never 127.0.0.1 (the storefront's own). */
export function freshLoopbackAddress(): string {
  next += 1
  const n = next % 16_000_000
  return `127.${1 + Math.floor(n / 62_500)}.${Math.floor(n / 250) % 250}.${(n % 250) + 2}`
}

export function callFrom(
  localAddress: string,
  url: string,
  options: { method?: string; headers?: Record<string, string>; json?: unknown } = {},
): Promise<PlainAnswer> {
  const target = new URL(url)
  // "localhost" may resolve to ::1, which a 127.x source address cannot reach.
  if (target.hostname === 'localhost') target.hostname = '127.0.0.1'
  const body = options.json === undefined ? undefined : JSON.stringify(options.json)
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      target,
      {
        method: options.method ?? (body ? 'POST' : 'GET'),
        localAddress,
        headers: {
          ...(body ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) } : {}),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          let parsed: unknown = text
          try {
            parsed = text ? JSON.parse(text) : null
          } catch {
            // not JSON: keep the text
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: parsed })
        })
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}
