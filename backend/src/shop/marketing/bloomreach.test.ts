/**
 * The Bloomreach Engagement adapter against a real HTTP server standing in for Bloomreach's tracking API: the
 * paths, the Basic auth, the bodies Bloomreach reads, a refusal and a timeout; and tellPlatform, which logs a failing
 * platform instead of failing the customer's request.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createBloomreachPlatform } from './bloomreach'
import { tellPlatform } from './platform'

interface Received {
  method: string
  url: string
  authorization: string | undefined
  contentType: string | undefined
  body: unknown
}

const received: Received[] = []
/** How the stand-in answers the next request: a status, or a delay longer than the adapter waits. */
let behaviour: { status: number; delayMs?: number } = { status: 200 }
let server: Server
let apiUrl = ''

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = ''
    req.on('data', (chunk) => (text += chunk))
    req.on('end', () => resolve(text))
  })

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const text = await readBody(req)
    received.push({
      method: req.method!,
      url: req.url!,
      authorization: req.headers.authorization,
      contentType: req.headers['content-type'],
      body: JSON.parse(text),
    })
    const answer = () => {
      res.writeHead(behaviour.status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(behaviour.status < 300 ? { success: true } : { success: false, errors: ['bad token'] }))
    }
    if (behaviour.delayMs) setTimeout(answer, behaviour.delayMs)
    else answer()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

const options = () => ({ apiUrl, projectToken: 'proj-token-1', apiKeyId: 'key-id', apiSecret: 's3cret', timeoutMs: 300 })
const at = new Date('2026-11-27T10:00:00.000Z')

describe('the Bloomreach adapter', () => {
  it('sends attributes to /customers with the hard id and Basic auth', async () => {
    received.length = 0
    behaviour = { status: 200 }
    await createBloomreachPlatform(options()).updateAttributes({ hardId: 'hard-1', email: 'kim@example.dk' }, { club_member: true })
    expect(received).toEqual([
      {
        method: 'POST',
        url: '/track/v2/projects/proj-token-1/customers',
        authorization: `Basic ${Buffer.from('key-id:s3cret').toString('base64')}`,
        contentType: 'application/json',
        body: { customer_ids: { registered: 'hard-1' }, properties: { email: 'kim@example.dk', club_member: true } },
      },
    ])
  })

  it('sends each consent as a consent event, identified by the e-mail when there is no account', async () => {
    received.length = 0
    behaviour = { status: 200 }
    await createBloomreachPlatform(options()).updateConsents({ email: 'ny@example.dk' }, [
      { category: 'club', action: 'accept', source: 'clubSignupForm', version: 'club-2026-11', at },
      { category: 'ProductRecommendations', action: 'reject', source: 'account', at },
    ])
    expect(received.map((r) => [r.url, r.body])).toEqual([
      [
        '/track/v2/projects/proj-token-1/customers/events',
        {
          customer_ids: { registered: 'ny@example.dk' },
          event_type: 'consent',
          timestamp: at.getTime() / 1000,
          properties: { action: 'accept', category: 'club', valid_until: 'unlimited', source: 'clubSignupForm', version: 'club-2026-11' },
        },
      ],
      [
        '/track/v2/projects/proj-token-1/customers/events',
        {
          customer_ids: { registered: 'ny@example.dk' },
          event_type: 'consent',
          timestamp: at.getTime() / 1000,
          properties: { action: 'reject', category: 'product_recommendations', valid_until: 'unlimited', source: 'account' },
        },
      ],
    ])
  })

  it('throws on a refusal and on a platform slower than the timeout', async () => {
    behaviour = { status: 401 }
    await expect(createBloomreachPlatform(options()).updateAttributes({ email: 'kim@example.dk' }, {})).rejects.toThrow(
      /Bloomreach answered 401 to POST \/customers/,
    )
    behaviour = { status: 200, delayMs: 2_000 }
    const started = Date.now()
    await expect(createBloomreachPlatform(options()).updateAttributes({ email: 'kim@example.dk' }, {})).rejects.toThrow()
    expect(Date.now() - started).toBeLessThan(1_500)
  })

  it('is told through tellPlatform, which logs a failure instead of throwing', async () => {
    behaviour = { status: 500 }
    const logged: string[] = []
    const logger = { error: (entry: { msg: string }) => logged.push(entry.msg) }
    await expect(
      tellPlatform(
        createBloomreachPlatform(options()),
        logger,
        { hardId: 'hard-2', email: 'kim@example.dk' },
        {
          changes: [{ category: 'newsletter', action: 'accept', source: 'account', at }],
        },
      ),
    ).resolves.toBeUndefined()
    expect(logged).toEqual(['marketing platform (bloomreach) was not told about customer hard-2'])
  })
})
