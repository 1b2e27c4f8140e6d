// Checks an answer against a schema that is loaded with the check: a request function used on every page keeps its
// zod schema in a module of its own, imported on the first answer, so zod is not part of the first-load JavaScript
// (docs/architecture.md §7). Same outcome as parseAnswer (src/lib/parseAnswer.ts), one await later.
import type * as z from 'zod'

export async function parseLazily<T>(schema: () => Promise<z.ZodType<T>>, data: unknown, what: string): Promise<T> {
  const [loaded, { parseAnswer }] = await Promise.all([schema(), import('./parseAnswer')])
  return parseAnswer(loaded, data, what)
}
