// The text beneath a field (docs/product.md §5). Client messages come from the zod schemas as translation keys ('Forms.*') and
// are translated; a message from the server's error map (`Errors` of docs/api/README.md, keyed by field name) is already a text
// in the visitor's language and overrides the client's: it is stored as a react-hook-form error of type 'server',
// shown as is, and replaced by the client's own check as soon as the visitor changes the field.
import type { TFunction } from 'i18next'
import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form'

export const SERVER_ERROR_TYPE = 'server'

export type ServerErrorMap = Record<string, string>

/** What to write beneath a field for its react-hook-form error; undefined when it has none. */
export function fieldErrorText(t: TFunction, error: Pick<FieldError, 'type' | 'message'> | undefined): string | undefined {
  if (!error?.message) return undefined
  return error.type === SERVER_ERROR_TYPE ? error.message : t(error.message)
}

/**
 * Puts the server's field errors on the form's fields (those in `known`, or all when it is omitted) and returns the
 * names it set, in the order of `known` (the form's order), so the caller can show or focus the first. Errors for
 * fields the form does not have are left for the caller to show in its alert.
 */
export function applyServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  errors: ServerErrorMap,
  known?: readonly string[],
): string[] {
  const names = (known ?? Object.keys(errors)).filter((name) => typeof errors[name] === 'string' && errors[name] !== '')
  for (const name of names) setError(name as Path<T>, { type: SERVER_ERROR_TYPE, message: errors[name] })
  return names
}
