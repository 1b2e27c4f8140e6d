/**
 * Datafordeleren's address search, "Adressevælgeren" (Klimadatastyrelsen's replacement for DAWA's autocomplete, on
 * the Danish address register DAR): `GET {url}/adresser/soeg?tekst=…&token=…`. Its documentation
 * (confluence.sdfi.dk, "Adressevælger") names the query parameters (`tekst` up to 73 characters, `token`) and the
 * output attributes (`id_lokalId`, `adressebetegnelse` such as "Nr. Bjertvej 87A, Nr Bjert, 6000 Kolding"), but
 * not yet the answer's exact structure; the mapping below therefore reads only those two attributes, accepts the
 * list bare or wrapped, and drops anything it cannot split. The test runs it against a recorded answer modelled on
 * the documentation (datafordeler.fixture.json), not one taken from the live service: check it against a real
 * answer before relying on it in production.
 */
import type { AddressSuggester, AddressSuggestion } from './suggester'

const TIMEOUT_MS = 3000
/** The documented maximum of `tekst`. */
export const MAX_QUERY_LENGTH = 73

/** A floor and door part of an address ("st. tv", "2. th", "kl", "1. 3"), as opposed to a supplementary town name. */
const FLOOR_DOOR = /^(st|kl|k\d|\d{1,2})\.?(\s|$)/i
const ZIP_TOWN = /^(\d{4})\s+(.+)$/

/** Splits an `adressebetegnelse` into the checkout's fields; null when it does not end in "NNNN Town". */
export function splitAddressText(text: string): Omit<AddressSuggestion, 'Id' | 'Text'> | null {
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  const last = parts.pop()
  const zipTown = last ? ZIP_TOWN.exec(last) : null
  if (!zipTown || parts.length === 0) return null
  // "Street 1, Supplementary town, 1234 Town": the supplementary town name is not part of the street address.
  if (parts.length > 1 && !FLOOR_DOOR.test(parts[parts.length - 1]!)) parts.pop()
  return { Address: parts.join(', '), Zip: zipTown[1]!, City: zipTown[2]! }
}

/** The answer's rows: a bare list, or one under a common wrapper key. */
function rowsOf(body: unknown): unknown[] {
  if (Array.isArray(body)) return body
  if (body && typeof body === 'object') {
    for (const key of ['resultater', 'results', 'adresser', 'data']) {
      const inner = (body as Record<string, unknown>)[key]
      if (Array.isArray(inner)) return inner
    }
  }
  return []
}

/** The documented attributes of one row, mapped; null for a row without them. */
export function suggestionFrom(row: unknown): AddressSuggestion | null {
  if (!row || typeof row !== 'object') return null
  const { id_lokalId: id, adressebetegnelse: text } = row as Record<string, unknown>
  if (typeof id !== 'string' || typeof text !== 'string') return null
  const split = splitAddressText(text)
  return split ? { Id: id, Text: text.trim(), ...split } : null
}

export function datafordelerSuggester(settings: { url: string; apiKey: string; fetch: typeof fetch }): AddressSuggester {
  const base = settings.url.replace(/\/+$/, '')
  return {
    configured: true,
    async suggest(query, limit) {
      const url = new URL(`${base}/adresser/soeg`)
      url.searchParams.set('tekst', query.slice(0, MAX_QUERY_LENGTH))
      url.searchParams.set('token', settings.apiKey)
      const response = await settings.fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) })
      if (!response.ok) throw new Error(`Datafordeleren's address search answered ${response.status}`)
      const seen = new Set<string>()
      const suggestions: AddressSuggestion[] = []
      for (const row of rowsOf(await response.json())) {
        const suggestion = suggestionFrom(row)
        if (!suggestion || seen.has(suggestion.Id)) continue
        seen.add(suggestion.Id)
        suggestions.push(suggestion)
        if (suggestions.length === limit) break
      }
      return suggestions
    },
  }
}
