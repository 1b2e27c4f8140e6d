/** A plain object (not null, not an array): the first check of an answer read without a zod schema. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
