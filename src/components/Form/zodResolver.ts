// react-hook-form validation through a zod schema (the forms' rules are zod schemas, as at the API edge). The
// project has no @hookform/resolvers; this is the small part of it the forms need: the first issue of each field,
// nested by its path, with the schema's message (a translation key the form translates beneath the field).
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form'
import type * as z from 'zod'

type ErrorTree = { [key: string]: ErrorTree | FieldError }

export function zodResolver<Input extends FieldValues, Output extends FieldValues = Input>(
  schema: z.ZodType<Output, Input>,
): Resolver<Input, unknown, Output> {
  return async (values) => {
    const result = await schema.safeParseAsync(values)
    if (result.success) return { values: result.data, errors: {} }
    const errors: ErrorTree = {}
    for (const issue of result.error.issues) {
      const path = issue.path.map(String)
      if (path.length === 0) continue
      let node = errors
      for (const segment of path.slice(0, -1)) {
        const next = node[segment]
        if (next && !('message' in next && typeof next.message === 'string')) {
          node = next as ErrorTree
        } else {
          const created: ErrorTree = {}
          node[segment] = created
          node = created
        }
      }
      const leaf = path[path.length - 1] as string
      if (!node[leaf]) node[leaf] = { type: issue.code, message: issue.message }
    }
    return { values: {}, errors: errors as FieldErrors<Input> }
  }
}
