/**
 * The HTTP server of either app: `tsx scripts/serve.ts storefront|backend [--dev] -p PORT`. It is Next's own request
 * handler behind a Node server that first settles who the client is (docs/adr/0020): the address of the socket, or,
 * when that socket is a trusted proxy (TRUSTED_PROXIES; for the backend also the storefront on loopback), the address
 * that proxy wrote in X-Forwarded-For. The header is then replaced by that one address, so whatever a client writes
 * there never reaches the app, and the storefront's rewrites pass the true address on to the backend.
 */
import { createServer } from 'node:http'
import path from 'node:path'
import next from 'next'
import { LOOPBACK_PROXIES, resolveClientAddress, trustedProxiesFromEnv, trustList } from '../backend/src/net/client-address'
import { publishContentFeed } from '../src/lib/contentFeed'
import { ChangeFeed } from './change-feed'
import { PageCache } from './page-cache'
import { setUpPagesRenderer } from './pages-renderer'

const ROOT = path.resolve(__dirname, '..')

/** Longer than Node's client agents keep an idle socket (5 s), so the backend never closes one they are about to reuse. */
const KEEP_ALIVE_MS = 65_000

/** Headers other proxies use to name the client; only X-Forwarded-For is read, and only as the server leaves it. */
const CLIENT_HEADERS = ['x-forwarded-for', 'x-real-ip', 'forwarded', 'true-client-ip', 'cf-connecting-ip'] as const

/** Whether every %-escape of the path decodes to valid UTF-8. */
function decodes(url: string): boolean {
  try {
    decodeURIComponent(url.split('?')[0]!)
    return true
  } catch {
    return false
  }
}

function parseArgs(argv: string[]) {
  const app = argv[0]
  if (app !== 'storefront' && app !== 'backend') throw new Error('usage: serve.ts storefront|backend [--dev] [-p PORT]')
  const portFlag = argv.indexOf('-p')
  const port = Number(portFlag >= 0 ? argv[portFlag + 1] : (process.env.PORT ?? (app === 'storefront' ? 3000 : 3001)))
  if (!Number.isInteger(port) || port <= 0) throw new Error(`bad port "${argv[portFlag + 1]}"`)
  return { app, dev: argv.includes('--dev'), port } as const
}

/** Guests' pages kept for a few seconds (scripts/page-cache.ts); PAGE_CACHE_MB=0 turns it off (`--dev` has none). */
function pageCacheFromEnv(fixedOrigin: boolean, keeps: () => boolean): PageCache | undefined {
  const megabytes = Number(process.env.PAGE_CACHE_MB ?? 64)
  if (!Number.isFinite(megabytes) || megabytes <= 0) return undefined
  return new PageCache({ fixedOrigin, maxBytes: megabytes * 1024 * 1024, keeps })
}

async function main() {
  const { app, dev, port } = parseArgs(process.argv.slice(2))
  let pageCache: PageCache | undefined
  if (app === 'backend') {
    // A production backend refuses to start with development secrets, the test payments or the demo seed.
    const { assertDeployable } = await import('../backend/src/deployment')
    assertDeployable()
  } else {
    // Pages are rendered by Node's React build, every Suspense boundary in place, never moved by a script (pages-renderer.ts).
    setUpPagesRenderer()
    // The storefront's settings are checked now, not at the first request (a production one needs SITE_URL).
    const { getServerEnv } = await import('../src/config/env')
    const serverEnv = getServerEnv()
    // The backend's changes, as they commit, on any backend instance (change-feed.ts, docs/adr/0047). `next dev`
    // keeps no pages and follows no feed.
    if (!dev) {
      const feed = new ChangeFeed(`${serverEnv.BACKEND_URL.replace(/\/+$/, '')}/api/shop/changes/`, () => pageCache?.clear())
      publishContentFeed(feed.state)
      pageCache = pageCacheFromEnv(serverEnv.SITE_URL !== undefined, () => feed.state.keeps)
      feed.start()
    }
  }
  // The backend is reached through the storefront, which runs on the same machine unless TRUSTED_PROXIES says otherwise.
  const trusted = trustList(trustedProxiesFromEnv(process.env.TRUSTED_PROXIES, app === 'backend' ? LOOPBACK_PROXIES : []))
  const dir = app === 'storefront' ? ROOT : path.join(ROOT, 'backend')
  const nextApp = next({ dev, dir, port, hostname: 'localhost' })
  const handle = nextApp.getRequestHandler()
  await nextApp.prepare()

  const server = createServer((req, res) => {
    // A path that does not decode (%ZZ, an overlong or lone UTF-8 sequence) makes Next's router fail with a 500;
    // it is the client's mistake, so it is told so in the shop API's error shape.
    if (!decodes(req.url ?? '/')) {
      res.writeHead(400, {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      })
      res.end(JSON.stringify({ ErrorCode: 'ValidationError', Message: 'The address of the request is not valid.' }))
      return
    }
    const client = resolveClientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trusted)
    for (const name of CLIENT_HEADERS) delete req.headers[name]
    req.headers['x-forwarded-for'] = client
    if (pageCache) void pageCache.handle(req, res, () => void handle(req, res))
    else void handle(req, res)
  })
  if (dev) server.on('upgrade', nextApp.getUpgradeHandler())
  server.keepAliveTimeout = KEEP_ALIVE_MS
  server.headersTimeout = KEEP_ALIVE_MS + 1000
  server.listen(port, () => console.log(`${app} listening on http://localhost:${port}${dev ? ' (dev)' : ''}`))

  const stop = () => {
    server.close(() => process.exit(0))
    server.closeIdleConnections()
    setTimeout(() => process.exit(0), 5000).unref()
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}

main().catch((error) => {
  console.error(`${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
