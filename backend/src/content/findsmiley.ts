/**
 * The food smiley: Danish food law has a web shop that sells food link to its inspection report on findsmiley.dk
 * (Fødevarestyrelsen). Editors store the shop's id there in Settings; the footer answer carries the link.
 */
import type { Culture } from '../shop/constants'

export const FINDSMILEY_ORIGIN = 'https://www.findsmiley.dk'
/** findsmiley.dk's ids are a handful of digits today; the bound only keeps out pasted nonsense. */
export const FINDSMILEY_ID_MAX_DIGITS = 12
const FINDSMILEY_ID = new RegExp(`^\\d{1,${FINDSMILEY_ID_MAX_DIGITS}}$`)

export const FINDSMILEY_ID_MESSAGE = `The shop's id on findsmiley.dk: digits only, at most ${FINDSMILEY_ID_MAX_DIGITS} (or paste the page's link).`

/** Fixed wording, since the law asks for the link and the report, not for a text editors tune. */
const LABEL: Record<Culture, string> = { da: 'Se vores kontrolrapport', en: 'See our inspection report' }

export interface SmileyLink {
  Url: string
  Label: string
}

export function isFindSmileyId(value: string): boolean {
  return FINDSMILEY_ID.test(value)
}

/** Editors copy the address of the shop's page on findsmiley.dk: that becomes its id; anything else stays as typed (trimmed). */
export function findSmileyId(input: string): string {
  const value = input.trim()
  if (isFindSmileyId(value)) return value
  try {
    const url = new URL(value)
    const candidate = url.hostname.replace(/^www\./, '') === 'findsmiley.dk' ? url.pathname.replace(/^\/+|\/+$/g, '') : ''
    return isFindSmileyId(candidate) ? candidate : value
  } catch {
    return value
  }
}

/** The footer's link to the report, or null while no valid id is set (a shop that sells no food has none). */
export function smileyLink(id: string | null | undefined, culture: Culture): SmileyLink | null {
  const value = id?.trim() ?? ''
  if (!isFindSmileyId(value)) return null
  return { Url: `${FINDSMILEY_ORIGIN}/${value}`, Label: LABEL[culture] }
}
