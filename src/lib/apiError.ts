// One error type for both backends (shop API and content service), carrying the docs/api/README.md error shape.
import { isAxiosError } from 'axios'
import * as z from 'zod'

export const apiErrorBodySchema = z.looseObject({
  ErrorCode: z.string().optional(),
  Message: z.string().optional(),
  Errors: z.record(z.string(), z.string()).optional(),
})

export class ApiError extends Error {
  /** HTTP status; 0 when no answer arrived (network failure, time-out). */
  readonly status: number
  readonly ErrorCode: string | null
  /** The server's human text in the request's culture, when it sent one. */
  readonly Message: string | null
  /** Server error map keyed by field name (docs/product.md §5). */
  readonly Errors: Record<string, string>

  constructor(options: {
    status: number
    ErrorCode?: string | null
    Message?: string | null
    Errors?: Record<string, string>
    description: string
    cause?: unknown
  }) {
    super(options.description, { cause: options.cause })
    this.name = 'ApiError'
    this.status = options.status
    this.ErrorCode = options.ErrorCode ?? null
    this.Message = options.Message ?? null
    this.Errors = options.Errors ?? {}
  }

  get isNotFound() {
    return this.status === 404
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

/** Turns whatever axios threw into an ApiError; anything else passes through unchanged. */
export function toApiError(error: unknown): unknown {
  if (error instanceof ApiError) return error
  if (!isAxiosError(error)) return error
  const status = error.response?.status ?? 0
  const body = apiErrorBodySchema.safeParse(error.response?.data)
  const method = (error.config?.method ?? 'get').toUpperCase()
  const url = `${error.config?.baseURL ?? ''}${error.config?.url ?? ''}`
  return new ApiError({
    status,
    ErrorCode: body.success ? body.data.ErrorCode : null,
    Message: body.success ? body.data.Message : null,
    Errors: body.success ? body.data.Errors : undefined,
    description: `${method} ${url} failed: ${status === 0 ? error.message : `HTTP ${status}`}`,
    cause: error,
  })
}

/** Wraps a zod failure of an answer so callers see one error type. */
export function invalidAnswerError(what: string, error: z.ZodError): ApiError {
  return new ApiError({
    status: 0,
    ErrorCode: 'InvalidResponse',
    description: `${what}: unexpected answer: ${z.prettifyError(error)}`,
    cause: error,
  })
}

export function parseAnswer<T>(schema: z.ZodType<T>, data: unknown, what: string): T {
  const parsed = schema.safeParse(data)
  if (!parsed.success) throw invalidAnswerError(what, parsed.error)
  return parsed.data
}
