/**
 * GET /api/shop/changes: the storefront instances' feed of changes (docs/adr/0047), as server-sent events. Each
 * storefront server keeps one open and forgets its kept pages and layout on every `change`; it keeps nothing while
 * it has no feed. The backend ends every feed when its own bus goes deaf (db/change-bus.ts), and answers 503 while it
 * is, so a storefront never believes a feed that may be missing changes.
 *
 * Only a storefront instance calling for itself may open one: the caller must be a trusted proxy of this backend
 * (TRUSTED_PROXIES, loopback by default; docs/adr/0020), not a browser whose request a storefront passed on. A feed
 * says only that something changed, but each holds a connection, so there are at most MAX_FEEDS per instance.
 */
import { changeBus } from '../../db/change-bus'
import { LOOPBACK_PROXIES, trustedProxiesFromEnv, trustList } from '../../net/client-address'
import { ShopError } from '../../shop/errors'
import { clientAddress } from '../../shop/rate-limit'
import { shopEndpoint } from '../http'

const MAX_FEEDS = 32
/** A comment line now and then, so proxies and the storefront see the feed is alive. */
const HEARTBEAT_MS = 15_000

let open = 0
/** Who may open a feed, settled once from TRUSTED_PROXIES, as scripts/serve.ts does. */
let trusted: ((address: string) => boolean) | undefined

const TEXTS = {
  forbidden: { da: 'Kun shoppens egne servere kan følge ændringerne.', en: "Only the shop's own servers may follow the changes." },
  unavailable: { da: 'Ændringerne kan ikke følges lige nu.', en: 'The changes cannot be followed right now.' },
}

export const changeEndpoints = [
  shopEndpoint('get', '/changes', async (req, ctx) => {
    trusted ??= trustList(trustedProxiesFromEnv(process.env.TRUSTED_PROXIES, LOOPBACK_PROXIES))
    if (!trusted(clientAddress(req.headers))) throw new ShopError(403, 'Forbidden', TEXTS.forbidden[ctx.culture])
    if (!changeBus.keeps || open >= MAX_FEEDS) throw new ShopError(503, 'ServiceUnavailable', TEXTS.unavailable[ctx.culture])
    const encoder = new TextEncoder()
    let stop = () => undefined as void
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        open += 1
        const send = (text: string) => {
          try {
            controller.enqueue(encoder.encode(text))
          } catch {
            stop()
          }
        }
        const heartbeat = setInterval(() => send(': alive\n\n'), HEARTBEAT_MS)
        heartbeat.unref()
        const unsubscribe = changeBus.subscribe((event) => {
          if (event !== 'deaf') return send(`event: change\ndata: ${event}\n\n`)
          // This backend may be missing changes: the storefront must not believe its feed until it reconnects.
          stop()
          try {
            controller.close()
          } catch {
            // already closed
          }
        })
        let stopped = false
        stop = () => {
          if (stopped) return
          stopped = true
          open -= 1
          clearInterval(heartbeat)
          unsubscribe()
        }
        send('event: ready\ndata: listening\n\n')
      },
      cancel() {
        stop()
      },
    })
    return new Response(body, {
      status: 200,
      headers: { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store', 'X-Accel-Buffering': 'no' },
    })
  }),
]
