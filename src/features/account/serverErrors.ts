// What an account form does with a failed save (docs/product.md §5, §8): the server's field errors go beneath the fields the
// form has and the first of them takes the focus; anything else (409 UnableToUpdateCustomer, 429, a field the form
// does not show, no answer) is a toast with the server's message, else the fallback text.
import { useCallback } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { showErrorToast, useErrorToast } from '@/components/Toasts/Toasts'
import { applyServerErrors } from '@/components/Form/fieldErrors'
import { isApiError } from '@/lib/apiError'

export function useSaveErrorHandler<T extends FieldValues>(form: UseFormReturn<T>, fields: readonly Path<T>[]) {
  const showError = useErrorToast()
  const { setError, setFocus } = form
  return useCallback(
    (error: unknown, rename: (serverField: string) => string | null = (name) => name) => {
      if (isApiError(error) && Object.keys(error.Errors).length > 0) {
        // The server names fields as the contract does; `rename` maps them to the form's (null: not in this form).
        const mapped: Record<string, string> = {}
        const others: string[] = []
        for (const [name, message] of Object.entries(error.Errors)) {
          const field = rename(name)
          if (field !== null && (fields as readonly string[]).includes(field)) mapped[field] ??= message
          else others.push(message)
        }
        const set = applyServerErrors(setError, mapped, fields)
        const first = set[0]
        if (first) setFocus(first as Path<T>)
        if (others[0]) showErrorToast(others[0])
        if (set.length > 0 || others.length > 0) return
      }
      showError(error)
    },
    [fields, setError, setFocus, showError],
  )
}

/**
 * The toast for a failed action that has no form (remove, make default): the server's first field message when it
 * names one (it says what is wrong better than "correct the marked fields"), else its message, else the fallback.
 */
export function useActionErrorToast() {
  const showError = useErrorToast()
  return useCallback(
    (error: unknown) => {
      const first = isApiError(error) ? Object.values(error.Errors).find((message) => message !== '') : undefined
      if (first) showErrorToast(first)
      else showError(error)
    },
    [showError],
  )
}
