/**
 * Postal code areas as staff type them for Burd ("1000-2990, 8000-8270, 5000"): Danish postal codes are 4 digits
 * (docs/architecture.md §6). Parsed into ranges; a typo makes the whole list invalid rather than silently narrowing the area.
 */
export type PostalArea = readonly [from: number, to: number]

const CODE = /^\d{4}$/

/** The areas of a list, or null when any part is not a 4-digit code or an ascending range of two. */
export function parsePostalCodeAreas(list: string): PostalArea[] | null {
  const parts = list
    .split(/[,;\s]+/)
    .map((p) => p.trim())
    .filter(Boolean)
  const areas: PostalArea[] = []
  for (const part of parts) {
    const [from, to, ...rest] = part.split('-')
    if (rest.length > 0 || !from || !CODE.test(from) || (to !== undefined && !CODE.test(to))) return null
    const start = Number(from)
    const end = to === undefined ? start : Number(to)
    if (end < start) return null
    areas.push([start, end])
  }
  return areas
}

/** Whether a postal code lies in the list's areas; an empty list is everywhere, an invalid one nowhere. */
export function inPostalAreas(list: string | null | undefined, zip: string): boolean {
  if (!list || !list.trim()) return true
  if (!CODE.test(zip)) return false
  const areas = parsePostalCodeAreas(list)
  if (!areas) return false
  const code = Number(zip)
  return areas.some(([from, to]) => code >= from && code <= to)
}
