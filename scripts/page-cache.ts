/**
 * The storefront's page cache (docs/adr/0031): guests' pages kept in this process for the few seconds their
 * `Cache-Control: public, s-maxage=N` allows, so that every guest asking for the same address within them gets the
 * same bytes without a render. It sits in front of Next's request handler (scripts/serve.ts), as a CDN would.
 *
 * - Only a guest's GET of a page is looked up: a request with the `token` cookie (a customer, a business customer,
 *   staff acting as one) or a draft preview always goes to Next and never into the cache, so one visitor's prices or
 *   login can neither come from nor land in a kept page.
 * - Only what the page itself says may be shared is kept: status 200 or 404, `public` with an `s-maxage`, no
 *   `Set-Cookie`. The pages say so only for guests, and only when everything they show loaded (src/lib/pageCache.ts).
 * - The key is the address with its query (a category's filters, sort and pages, a search), the host (unless the
 *   public origin is configured), the encoding the client accepts, and whether the visitor has answered the cookie
 *   dialog: a first visit's page holds the dialog (docs/adr/0053), an answered visitor's does not.
 * - Guests asking together for a page no longer kept share one render; while a kept page is rendered anew, the
 *   others get the one before it (at most STALE_MS past its time).
 * - A kept page has an ETag, made here from the bytes kept (Next makes none: `generateEtags: false` in
 *   next.config.js, since its hash of every rendered page in JavaScript cost about 2 ms of each render).
 */
import { createHash } from 'node:crypto'
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { consentAnsweredIn } from '@delikat/contract/consent'

/** The most a page is kept, whatever it says: docs/product.md §9's freshness. */
export const PAGE_CACHE_MAX_SECONDS = 10
/** How long past its time a kept page may still be given while a new one is being rendered. */
const STALE_MS = 5_000
/** A page larger than this is not kept (the landing page is a few hundred kB). */
const MAX_PAGE_BYTES = 2 * 1024 * 1024
const DEFAULT_MAX_BYTES = 64 * 1024 * 1024
const DEFAULT_MAX_PAGES = 2_000

/** Paths that are never pages: the shop API, media and content proxies, Next's own files. */
const NOT_PAGES = /^\/(?:[a-z]{2}\/)?(?:api|media|content-api|_next)(?:\/|$)/
/** The customer's token: whoever has one gets their own render. */
const PERSONAL_COOKIE = /(?:^|;\s*)token=/
/** A draft preview (docs/adr/0008). */
const PREVIEW_QUERY = /[?&]preview=/
/** Headers that belong to one response on one connection, not to the page. */
const NOT_KEPT = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length', 'x-page-cache', 'age'])

type Kept = { status: number; headers: OutgoingHttpHeaders; body: Buffer; storedAt: number; expiresAt: number }

export type PageCacheOptions = {
  /** The public origin is a setting (SITE_URL): pages do not depend on the request's host. */
  fixedOrigin: boolean
  maxBytes?: number
  maxPages?: number
  now?: () => number
  /** Whether pages may be kept now (change-feed.ts: not while the storefront may be missing the backend's changes). */
  keeps?: () => boolean
}

/** The encoding Next's compression will choose for this request (it prefers gzip, then deflate). */
function encodingOf(req: IncomingMessage): string | null {
  const accepted = String(req.headers['accept-encoding'] ?? '')
  // A client refusing an encoding explicitly is rare enough to send past the cache.
  if (/q=0(?:\.0*)?(?:[,;\s]|$)/.test(accepted)) return null
  if (/\bgzip\b/.test(accepted)) return 'gzip'
  if (/\bdeflate\b/.test(accepted)) return 'deflate'
  return 'identity'
}

/** Cache-Control's s-maxage in ms when a shared cache may keep the response, else 0. */
function sharedLifetimeMs(headers: OutgoingHttpHeaders): number {
  const value = String(headers['cache-control'] ?? '').toLowerCase()
  if (!/\bpublic\b/.test(value) || /\b(?:private|no-store|no-cache)\b/.test(value)) return 0
  const seconds = Number(/\bs-maxage=(\d+)/.exec(value)?.[1] ?? 0)
  return Math.min(seconds, PAGE_CACHE_MAX_SECONDS) * 1000
}

export class PageCache {
  private readonly kept = new Map<string, Kept>()
  private readonly rendering = new Map<string, Promise<void>>()
  private bytes = 0
  /** Bumped by clear(): a render begun before a change is neither kept nor shared with requests after it. */
  private generation = 0
  private readonly maxBytes: number
  private readonly maxPages: number
  private readonly now: () => number

  constructor(private readonly options: PageCacheOptions) {
    this.maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES
    this.maxPages = options.maxPages ?? DEFAULT_MAX_PAGES
    this.now = options.now ?? Date.now
  }

  /** The key of a guest's page request, or null when the request is not one the cache may answer. */
  keyOf(req: IncomingMessage): string | null {
    const url = req.url ?? '/'
    if (req.method !== 'GET' || NOT_PAGES.test(url) || PREVIEW_QUERY.test(url)) return null
    if (PERSONAL_COOKIE.test(String(req.headers.cookie ?? ''))) return null
    const encoding = encodingOf(req)
    if (encoding === null) return null
    const { host = '', 'x-forwarded-host': forwardedHost = '', 'x-forwarded-proto': proto = '' } = req.headers
    const origin = this.options.fixedOrigin ? '' : `${String(host)} ${String(forwardedHost)} ${String(proto)}`
    const consent = consentAnsweredIn(req.headers.cookie) ? 'answered' : 'asks'
    return `${encoding} ${consent} ${origin} ${url}`
  }

  /** Answers the request from the cache, or lets `render` (Next) answer it and keeps the answer when it may. */
  async handle(req: IncomingMessage, res: ServerResponse, render: () => void): Promise<void> {
    const key = this.keyOf(req)
    if (key === null) return render()
    if (this.options.keeps && !this.options.keeps()) {
      if (this.kept.size > 0) this.clear()
      return render()
    }
    const now = this.now()
    const page = this.kept.get(key)
    if (page && page.expiresAt > now) return this.send(req, res, page, 'HIT')
    const pending = this.rendering.get(key)
    if (pending) {
      if (page && page.expiresAt + STALE_MS > now) return this.send(req, res, page, 'STALE')
      await pending
      const rendered = this.kept.get(key)
      if (rendered && rendered.expiresAt > this.now()) return this.send(req, res, rendered, 'HIT')
      return render()
    }
    const done = this.capture(key, res)
    this.rendering.set(key, done)
    void done.finally(() => {
      if (this.rendering.get(key) === done) this.rendering.delete(key)
    })
    res.setHeader('X-Page-Cache', 'MISS')
    render()
  }

  /** Forget every kept page, and every render under way: what they show may be from before the change. */
  clear(): void {
    this.generation += 1
    this.kept.clear()
    this.rendering.clear()
    this.bytes = 0
  }

  get size(): number {
    return this.kept.size
  }

  private send(req: IncomingMessage, res: ServerResponse, page: Kept, state: 'HIT' | 'STALE'): void {
    const age = String(Math.max(0, Math.floor((this.now() - page.storedAt) / 1000)))
    const etag = page.headers.etag
    if (etag !== undefined && req.headers['if-none-match'] === String(etag)) {
      res.writeHead(304, { etag: String(etag), 'x-page-cache': state, age })
      res.end()
      return
    }
    res.writeHead(page.status, { ...page.headers, 'content-length': page.body.length, 'x-page-cache': state, age })
    res.end(page.body)
  }

  /** Collects what Next writes to `res` and keeps it when the page may be shared; resolves when the response ends. */
  private capture(key: string, res: ServerResponse): Promise<void> {
    const generation = this.generation
    const chunks: Buffer[] = []
    let size = 0
    let keepable = true
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (!keepable || chunk === undefined || chunk === null || typeof chunk === 'function') return
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : chunk instanceof Uint8Array
          ? Buffer.from(chunk)
          : Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
      size += buffer.length
      if (size > MAX_PAGE_BYTES) keepable = false
      else chunks.push(buffer)
    }
    const { writeHead, write, end } = res
    // Headers handed to writeHead are set one by one, so that getHeaders() sees them; raw arrays are not kept.
    res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
      const headers = rest.find((arg) => typeof arg === 'object' && arg !== null)
      if (Array.isArray(headers)) keepable = false
      else if (headers) for (const [name, value] of Object.entries(headers)) if (value !== undefined) this.setHeader(name, value as string)
      const reason = rest.find((arg) => typeof arg === 'string') as string | undefined
      return (writeHead as (...args: unknown[]) => ServerResponse).call(this, status, ...(reason === undefined ? [] : [reason]))
    } as ServerResponse['writeHead']
    res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
      collect(chunk, rest[0])
      return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest)
    } as ServerResponse['write']
    res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
      collect(chunk, rest[0])
      return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest)
    } as ServerResponse['end']

    return new Promise<void>((resolve) => {
      const settle = () => {
        res.off('finish', finished)
        res.off('close', settle)
        resolve()
      }
      const finished = () => {
        if (keepable && generation === this.generation) this.keep(key, res, Buffer.concat(chunks))
        settle()
      }
      res.once('finish', finished)
      res.once('close', settle)
    })
  }

  private keep(key: string, res: ServerResponse, body: Buffer): void {
    const status = res.statusCode
    if (status !== 200 && status !== 404) return
    const all = res.getHeaders()
    if (all['set-cookie'] !== undefined) return
    const lifetime = sharedLifetimeMs(all)
    if (lifetime <= 0) return
    const headers: OutgoingHttpHeaders = {}
    for (const [name, value] of Object.entries(all)) if (!NOT_KEPT.has(name) && value !== undefined) headers[name] = value
    // Of these bytes, so each encoding of a page has its own.
    headers.etag ??= `"${createHash('sha1').update(body).digest('base64url')}"`
    const now = this.now()
    this.forget(key)
    this.kept.set(key, { status, headers, body, storedAt: now, expiresAt: now + lifetime })
    this.bytes += body.length
    // The oldest kept pages go first (a Map keeps insertion order).
    for (const [oldest] of this.kept) {
      if (this.bytes <= this.maxBytes && this.kept.size <= this.maxPages) break
      this.forget(oldest)
    }
  }

  private forget(key: string): void {
    const page = this.kept.get(key)
    if (!page) return
    this.bytes -= page.body.length
    this.kept.delete(key)
  }
}
