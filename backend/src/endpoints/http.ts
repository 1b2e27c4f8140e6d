/**
 * The shop API's HTTP edge (docs/api/README.md): every handler validates its input with zod, answers JSON, and turns
 * failures into `{ ErrorCode, Message, Errors }` with a 4xx status. Anything else is a bug: logged, 500.
 */
import type { Endpoint, PayloadRequest } from 'payload'
import { z, ZodError } from 'zod'
import { CULTURES, DEFAULT_CULTURE, type Culture } from '../shop/constants'
import type { ShopContext } from '../shop/context'
import { ShopError } from '../shop/errors'
import { env } from '../env'
import { actingStaffOf, recordCall } from '../shop/impersonation/service'
import { allowedOriginsOf, assertJsonBody, guardRequest } from './request-guard'

export const SHOP_API_PREFIX = '/shop'

type Method = Endpoint['method']

export interface ErrorBody {
  ErrorCode: string
  Message: string
  Errors?: Record<string, string>
}

const MESSAGES: Record<Culture, { invalid: string; internal: string }> = {
  da: { invalid: 'Forespørgslen er ugyldig.', internal: 'Der opstod en fejl. Prøv igen.' },
  en: { invalid: 'The request is invalid.', internal: 'Something went wrong. Please try again.' },
}

const NO_STORE = { 'Cache-Control': 'no-store' }

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } })
}

export function errorResponse(status: number, body: ErrorBody): Response {
  return json(body, status)
}

/** A file name for Content-Disposition: the ASCII fallback keeps letters, digits, dots and dashes; filename* keeps æ, ø, å. */
function contentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[æÆ]/g, 'ae')
    .replace(/[øØ]/g, 'oe')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`
}

/**
 * A file to download as the whole answer (a PDF): a handler returns it instead of a JSON body, and shopEndpoint
 * treats it as any answer (the audit trail, the security headers of next.config.mjs). Never kept by a cache: the
 * files carry prices, names and codes of one customer.
 */
export function fileAnswer(body: Uint8Array, contentType: string, fileName: string): Response {
  return new Response(body as BodyInit, {
    status: 200,
    headers: {
      ...NO_STORE,
      'Content-Type': contentType,
      'Content-Length': String(body.byteLength),
      'Content-Disposition': contentDisposition(fileName),
      'X-Content-Type-Options': 'nosniff',
    },
  })
}

export function cultureOf(req: PayloadRequest): Culture {
  const fromQuery = req.searchParams?.get('culture')
  const fromCookie = req.headers.get('cookie')?.match(/(?:^|;\s*)NEXT_LOCALE=([a-z]{2})/)?.[1]
  const candidate = fromQuery ?? fromCookie
  return CULTURES.includes(candidate as Culture) ? (candidate as Culture) : DEFAULT_CULTURE
}

/**
 * Who the call is for. A customer blocked after their token was issued is a guest from that moment on; so is a bearer
 * of staff acting as a customer once the act has ended (shop/impersonation/service.ts).
 */
export async function shopContext(req: PayloadRequest): Promise<ShopContext> {
  const user = req.user as { collection?: string; id?: number; clientType?: 'B2C' | 'B2B'; accountBlocked?: boolean; _sid?: string } | null
  const isCustomer = user?.collection === 'customers' && typeof user.id === 'number' && !user.accountBlocked
  const guest: ShopContext = { payload: req.payload, culture: cultureOf(req), customer: null, impersonation: null }
  if (!isCustomer) return guest
  const acting = user._sid ? await actingStaffOf(req.payload, user.id!, user._sid) : null
  if (acting === 'ended') return guest
  return { ...guest, customer: { id: user.id!, clientType: user.clientType ?? 'B2C' }, impersonation: acting }
}

/** The path below /api/shop a call was made to, for the audit trail of acting staff. */
function callPath(req: PayloadRequest): string {
  const pathname = req.url ? new URL(req.url).pathname : ''
  const at = pathname.indexOf(`/api${SHOP_API_PREFIX}/`)
  return at >= 0 ? pathname.slice(at + `/api${SHOP_API_PREFIX}`.length) : pathname
}

function fieldErrors(error: ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_'
    errors[key] ??= issue.message
  }
  return errors
}

/**
 * Parses a JSON body; an empty or malformed body is a 400, never a 500. Every body is also walked for control
 * characters (jsonBody), so an endpoint cannot forget it.
 */
export async function readBody<T extends z.ZodType>(req: PayloadRequest, schema: T): Promise<z.infer<T>> {
  let raw: unknown = {}
  const text = req.text ? await req.text() : ''
  assertJsonBody(req.headers.get('content-type'), text, cultureOf(req))
  if (text.trim() !== '') {
    try {
      raw = JSON.parse(text)
    } catch {
      throw new ShopError(400, 'InvalidJson', MESSAGES[cultureOf(req)].invalid)
    }
  }
  return jsonBody(schema).parse(raw)
}

export function params<T extends z.ZodType>(req: PayloadRequest, schema: T): z.infer<T> {
  return schema.parse(req.routeParams ?? {})
}

let origins: Set<string> | undefined
const allowedOrigins = () => (origins ??= allowedOriginsOf([env().STOREFRONT_URL, env().BACKEND_URL, ...(env().ALLOWED_ORIGINS ?? [])]))

/**
 * One shop API route: `path` below /api/shop, the handler returns the answer's body (or a Response). Options: the
 * success status, and `audit: false` for a POST that only reads (a search) or records itself: every other call but a
 * GET is a change, which the audit trail records when staff make it acting as a customer (docs/adr/0028).
 */
export function shopEndpoint(
  method: Method,
  path: string,
  handler: (req: PayloadRequest, ctx: ShopContext) => Promise<unknown | Response>,
  options: { status?: number; audit?: boolean } = {},
): Endpoint {
  const isChange = options.audit ?? method !== 'get'
  return {
    method,
    path: `${SHOP_API_PREFIX}${path}`,
    handler: async (req) => {
      const culture = cultureOf(req)
      let ctx: ShopContext | undefined
      const answer = (response: Response) => {
        if (isChange && ctx?.impersonation && ctx.customer) {
          return recordCall(req.payload, ctx.impersonation, ctx.customer.id, { method, path: callPath(req), status: response.status })
            .catch((error: unknown) => req.payload.logger.error({ err: error, msg: 'impersonation audit failed' }))
            .then(() => response)
        }
        return response
      }
      try {
        guardRequest(method, req.headers, allowedOrigins(), culture)
        // Payload's access rules tell the shop's own reads and writes from its REST API by this mark (access/index.ts).
        req.context.shopApi = true
        ctx = await shopContext(req)
        const result = await handler(req, ctx)
        if (!(result instanceof Response)) return answer(json(result, options.status ?? 200))
        // A handler's own answer (a file, a 204) is the caller's alone as well, unless it says otherwise.
        if (!result.headers.has('Cache-Control')) result.headers.set('Cache-Control', 'no-store')
        return answer(result)
      } catch (error) {
        return answer(errorAnswer(req, error, method, path, culture))
      }
    },
  }
}

/** A thrown error as the answer: a ShopError or a ZodError in the shop's error shape, anything else a logged 500. */
function errorAnswer(req: PayloadRequest, error: unknown, method: Method, path: string, culture: Culture): Response {
  if (error instanceof ShopError) {
    const body: ErrorBody = {
      ErrorCode: error.code,
      Message: error.message,
      ...(error.fieldErrors ? { Errors: error.fieldErrors } : {}),
    }
    return json(body, error.status, error.retryAfterSeconds ? { 'Retry-After': String(error.retryAfterSeconds) } : {})
  }
  if (error instanceof ZodError) {
    return errorResponse(400, { ErrorCode: 'ValidationError', Message: MESSAGES[culture].invalid, Errors: fieldErrors(error) })
  }
  req.payload.logger.error({ err: error, msg: `shop API ${method.toUpperCase()} ${path} failed` })
  return errorResponse(500, { ErrorCode: 'InternalError', Message: MESSAGES[culture].internal })
}

/** Route parameter and body schemas shared by the shop endpoints. */

/** The shape of every uid the shop issues (randomUUID): baskets, their lines, gift-card lines and usages, orders. */
const UID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** The nil UUID: never issued, so it matches no row. */
const NO_SUCH_UID = '00000000-0000-0000-0000-000000000000'
/**
 * A uid from a path or a body. Any unknown uid is a 404, malformed or not: the storefront then drops what it stored.
 * One not shaped like a uid (a NUL, which PostgreSQL refuses in text, 10 000 characters, a path trick) is read as the
 * nil UUID, so the service answers it exactly as any other unknown uid, with its own error code and message.
 */
export const uidParam = z.string().transform((uid) => (UID_SHAPE.test(uid) ? uid : NO_SUCH_UID))

/**
 * Whether text holds what no text of the shop may: PostgreSQL refuses NUL in text and jsonb and a lone surrogate in
 * jsonb, and no form of the shop sends the other C0 controls or DEL. Tab and line breaks are allowed where a text
 * may span lines (a greeting, an order note).
 */
function hasControlCharacters(text: string, lineBreaksAllowed: boolean): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code < 0x20 || code === 0x7f) {
      if (!lineBreaksAllowed || (code !== 0x09 && code !== 0x0a && code !== 0x0d)) return true
    } else if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1)
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true
      i++
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      return true
    }
  }
  return false
}

const CONTROL_MESSAGE = 'Control characters are not allowed.'

/** One line of text from a path or a query string (a code, a postcode, a street): no control characters at all. */
export const lineText = () => z.string().refine((text) => !hasControlCharacters(text, false), { error: CONTROL_MESSAGE })

/**
 * Every body goes through this before its own schema: a control character in any string or key, wherever it sits
 * and whether the schema reads that field or passes it on (a record, a body a service checks itself), is a 400.
 * Walked without recursion and without copying paths, so neither nesting depth nor size costs more than one pass.
 */
export function jsonBody<T extends z.ZodType>(schema: T) {
  return z
    .unknown()
    .superRefine((body, ctx) => {
      interface Place {
        value: unknown
        key?: PropertyKey
        parent?: Place
      }
      const pathOf = (place: Place) => {
        const path: PropertyKey[] = []
        for (let at: Place | undefined = place; at?.parent; at = at.parent) path.unshift(at.key!)
        return path
      }
      const pending: Place[] = [{ value: body }]
      while (pending.length > 0) {
        const place = pending.pop()!
        const { value } = place
        if (typeof value === 'string') {
          if (hasControlCharacters(value, true)) return ctx.addIssue({ code: 'custom', path: pathOf(place), message: CONTROL_MESSAGE })
        } else if (value !== null && typeof value === 'object') {
          const isArray = Array.isArray(value)
          for (const [key, item] of Object.entries(value)) {
            if (hasControlCharacters(key, false)) return ctx.addIssue({ code: 'custom', path: pathOf(place), message: CONTROL_MESSAGE })
            pending.push({ value: item, key: isArray ? Number(key) : key, parent: place })
          }
        }
      }
    })
    .pipe(schema)
}

/** A database id: a positive integer within Postgres' `integer`, so a huge number is a 400, never a failed query. */
export const MAX_ID = 2_147_483_647
export const dbId = z.number().int().positive().max(MAX_ID)
export const idParam = z.coerce.number().int().positive().max(MAX_ID)
