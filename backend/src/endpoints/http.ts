/**
 * The shop API's HTTP edge (API.md): every handler validates its input with zod, answers JSON, and turns
 * failures into `{ ErrorCode, Message, Errors }` with a 4xx status. Anything else is a bug: logged, 500.
 */
import type { Endpoint, PayloadRequest } from 'payload'
import { z, ZodError } from 'zod'
import { CULTURES, DEFAULT_CULTURE, type Culture } from '../shop/constants'
import type { ShopContext } from '../shop/context'
import { ShopError } from '../shop/errors'

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

export function cultureOf(req: PayloadRequest): Culture {
  const fromQuery = req.searchParams?.get('culture')
  const fromCookie = req.headers.get('cookie')?.match(/(?:^|;\s*)NEXT_LOCALE=([a-z]{2})/)?.[1]
  const candidate = fromQuery ?? fromCookie
  return CULTURES.includes(candidate as Culture) ? (candidate as Culture) : DEFAULT_CULTURE
}

export function shopContext(req: PayloadRequest): ShopContext {
  const user = req.user as { collection?: string; id?: number; clientType?: 'B2C' | 'B2B'; accountBlocked?: boolean } | null
  // A customer blocked after their token was issued is a guest from that moment on.
  const isCustomer = user?.collection === 'customers' && typeof user.id === 'number' && !user.accountBlocked
  return {
    payload: req.payload,
    culture: cultureOf(req),
    customer: isCustomer ? { id: user.id!, clientType: user.clientType ?? 'B2C' } : null,
  }
}

function fieldErrors(error: ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_'
    errors[key] ??= issue.message
  }
  return errors
}

/** Parses a JSON body; an empty or malformed body is a 400, never a 500. */
export async function readBody<T extends z.ZodType>(req: PayloadRequest, schema: T): Promise<z.infer<T>> {
  let raw: unknown = {}
  const text = req.text ? await req.text() : ''
  if (text.trim() !== '') {
    try {
      raw = JSON.parse(text)
    } catch {
      throw new ShopError(400, 'InvalidJson', MESSAGES[cultureOf(req)].invalid)
    }
  }
  return schema.parse(raw)
}

export function params<T extends z.ZodType>(req: PayloadRequest, schema: T): z.infer<T> {
  return schema.parse(req.routeParams ?? {})
}

/** One shop API route: `path` below /api/shop, the handler returns the answer's body (or a Response). */
export function shopEndpoint(
  method: Method,
  path: string,
  handler: (req: PayloadRequest, ctx: ShopContext) => Promise<unknown | Response>,
  options: { status?: number } = {},
): Endpoint {
  return {
    method,
    path: `${SHOP_API_PREFIX}${path}`,
    handler: async (req) => {
      const culture = cultureOf(req)
      try {
        const result = await handler(req, shopContext(req))
        if (result instanceof Response) return result
        return json(result, options.status ?? 200)
      } catch (error) {
        if (error instanceof ShopError) {
          const body: ErrorBody = { ErrorCode: error.code, Message: error.message, ...(error.fieldErrors ? { Errors: error.fieldErrors } : {}) }
          return json(body, error.status, error.retryAfterSeconds ? { 'Retry-After': String(error.retryAfterSeconds) } : {})
        }
        if (error instanceof ZodError) {
          return errorResponse(400, { ErrorCode: 'ValidationError', Message: MESSAGES[culture].invalid, Errors: fieldErrors(error) })
        }
        req.payload.logger.error({ err: error, msg: `shop API ${method.toUpperCase()} ${path} failed` })
        return errorResponse(500, { ErrorCode: 'InternalError', Message: MESSAGES[culture].internal })
      }
    },
  }
}

/** Route parameter schemas shared by the shop endpoints. */
// Any unknown uid is a 404, malformed or not: the storefront then drops what it stored.
export const uidParam = z.string().min(1).max(64)
/** A database id: a positive integer within Postgres' `integer`, so a huge number is a 400, never a failed query. */
export const MAX_ID = 2_147_483_647
export const dbId = z.number().int().positive().max(MAX_ID)
export const idParam = z.coerce.number().int().positive().max(MAX_ID)
