// One error type for both backends (shop API and content service), carrying the docs/api/README.md error shape.
// No zod here (checking an answer's shape is src/lib/parseAnswer.ts), so the shop API client stays light.
import type { AxiosError } from 'axios'
import { isRecord } from './isRecord'

type ApiErrorBody = { ErrorCode?: string; Message?: string; Errors?: Record<string, string> }

/** The error body of docs/api/README.md, or null when the answer is not one (any of its fields has the wrong type). */
function errorBody(data: unknown): ApiErrorBody | null {
  if (!isRecord(data)) return null
  const { ErrorCode, Message, Errors } = data
  if (ErrorCode !== undefined && typeof ErrorCode !== 'string') return null
  if (Message !== undefined && typeof Message !== 'string') return null
  if (Errors !== undefined && !(isRecord(Errors) && Object.values(Errors).every((text) => typeof text === 'string'))) return null
  return { ErrorCode, Message, Errors: Errors as Record<string, string> | undefined }
}

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

/** What axios' own isAxiosError checks, without importing axios (src/lib/lazyAxios.ts). */
function isAxiosError(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true
}

/** Turns whatever axios threw into an ApiError; anything else passes through unchanged. */
export function toApiError(error: unknown): unknown {
  if (error instanceof ApiError) return error
  if (!isAxiosError(error)) return error
  const status = error.response?.status ?? 0
  const body = errorBody(error.response?.data)
  const method = (error.config?.method ?? 'get').toUpperCase()
  const url = `${error.config?.baseURL ?? ''}${error.config?.url ?? ''}`
  return new ApiError({
    status,
    ErrorCode: body ? body.ErrorCode : null,
    Message: body ? body.Message : null,
    Errors: body ? body.Errors : undefined,
    description: `${method} ${url} failed: ${status === 0 ? error.message : `HTTP ${status}`}`,
    cause: error,
  })
}
