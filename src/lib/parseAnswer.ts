// Checks an answer of the shop API or the content service against its zod schema; a mismatch is an ApiError.
// The modules that call it hold schemas and are loaded on demand in the browser (src/lib/lazyParse.ts).
import * as z from 'zod'
import { ApiError } from './apiError'

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
