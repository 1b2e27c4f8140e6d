// Puts a 400 ContainsError's field errors beneath the form's fields (docs/product.md §5: the server's message overrides the
// client's) and focuses the first; returns the messages for fields the form cannot show them under (not in the form,
// or not editable there), for the step's alert. `fieldNames`: the form's editable fields, in its order.
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { applyServerErrors } from '@/components/Form/fieldErrors'
import { isApiError } from '@/lib/apiError'

export type FormAlert = { message: string | null; others: string[] }

/** Null when the error carries no field errors (the caller shows it as any other failure). */
export function showServerFieldErrors<T extends FieldValues>(
  form: UseFormReturn<T>,
  error: unknown,
  fieldNames: readonly string[],
): FormAlert | null {
  if (!isApiError(error) || Object.keys(error.Errors).length === 0) return null
  return showFieldErrors(form, error.Errors, fieldNames, error.Message)
}

export function showFieldErrors<T extends FieldValues>(
  form: UseFormReturn<T>,
  errors: Record<string, string>,
  fieldNames: readonly string[],
  message: string | null,
): FormAlert {
  const names = applyServerErrors(form.setError, errors, fieldNames)
  const others = Object.entries(errors)
    .filter(([name]) => !fieldNames.includes(name))
    .map(([, text]) => text)
  const first = names[0]
  // A field in a modal display mode hands the focus to its Edit button (FieldRenderer).
  if (first) form.setFocus(first as Parameters<typeof form.setFocus>[0])
  return { message, others }
}
