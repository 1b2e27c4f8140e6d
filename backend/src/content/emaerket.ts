/**
 * The e-mærket badge: Danish web shops certified by e-mærket (Dansk Erhverv's trust mark) show it and link to their
 * certificate, where a shopper can check the membership. Editors store the shop's id in Settings; the footer answer
 * carries the link only while one is set, since showing the mark without membership is misleading marketing.
 */
import type { Culture } from '../shop/constants'

export const EMAERKET_ORIGIN = 'https://certifikat.emaerket.dk'
/** The certificate's path: the shop's domain or member id as e-mærket writes it (letters, digits, dots, hyphens). */
const EMAERKET_ID = /^[a-z0-9](?:[a-z0-9.-]{0,98}[a-z0-9])?$/i

export const EMAERKET_ID_MESSAGE = `The shop's id at e-mærket: letters, digits, dots and hyphens, as at the end of its certificate's address (${EMAERKET_ORIGIN}/delikat.dk), or paste that address.`

/** Fixed wording: the badge names the mark and what the link shows, not a claim an editor tunes. */
const LABEL: Record<Culture, string> = { da: 'Se vores e-mærket-certifikat', en: 'See our e-mærket certificate' }

export interface EmaerketLink {
  Url: string
  Label: string
}

export function isEmaerketId(value: string): boolean {
  return EMAERKET_ID.test(value) && !value.includes('..')
}

/** Editors paste the certificate's address: that becomes the id; anything else stays as typed (trimmed). */
export function emaerketId(input: string): string {
  const value = input.trim()
  if (isEmaerketId(value)) return value
  try {
    const url = new URL(value)
    const candidate = url.hostname === new URL(EMAERKET_ORIGIN).hostname ? url.pathname.replace(/^\/+|\/+$/g, '') : ''
    return isEmaerketId(candidate) ? candidate : value
  } catch {
    return value
  }
}

/** The footer's badge link, or null while no valid id is set (the shop is no member, or not yet). */
export function emaerketLink(id: string | null | undefined, culture: Culture): EmaerketLink | null {
  const value = id?.trim() ?? ''
  if (!isEmaerketId(value)) return null
  return { Url: `${EMAERKET_ORIGIN}/${value}`, Label: LABEL[culture] }
}
