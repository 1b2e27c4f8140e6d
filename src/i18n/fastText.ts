// A text that is only a lookup, looked up directly (docs/adr/0050). Most of a page's texts are plain: a label, a
// heading, a button. i18next's t() copies its whole options object for every call and then resolves plurals, context,
// nesting, interpolation and fallbacks, which on the server cost about a tenth of a page's render for texts that
// need none of it. A text found in the page's language, not empty, with nothing to nest, asked for without options that
// change which key is read, and whose placeholders are plain names given as strings or numbers, is filled in here;
// everything else (plurals, context, formats, nesting, a missing value or text) goes through i18next.
import type { i18n as I18n, TFunction } from 'i18next'

/** Options that choose another key, language or shape of answer: only i18next knows what they do. */
const KEY_CHANGING_OPTIONS = [
  'count',
  'context',
  'ordinal',
  'lng',
  'lngs',
  'ns',
  'keyPrefix',
  'returnObjects',
  'returnDetails',
  'postProcess',
] as const

function plainOptions(options: unknown): boolean {
  if (options === undefined) return true
  if (typeof options !== 'object' || options === null) return false
  for (const name of KEY_CHANGING_OPTIONS) if ((options as Record<string, unknown>)[name] !== undefined) return false
  return true
}

/** `{{name}}`: i18next's placeholder; a plain name is all this fills in (no format, no path, no `{{- raw}}`). */
const PLACEHOLDER = /\{\{([^{}]*)\}\}/g
const PLAIN_NAME = /^[A-Za-z_$][\w$]*$/
/** i18next's nesting, `$t(other.key)`: a text that holds it is i18next's to resolve. */
const NESTING = /\$t\(/

/** The text with its placeholders filled in as i18next would (no escaping: the app's setting), or null to leave it to i18next. */
function filledIn(text: string, options: unknown): string | null {
  if (!text.includes('{{')) return text
  if (typeof options !== 'object' || options === null || 'replace' in options) return null
  const values = options as Record<string, unknown>
  let plain = true
  const filled = text.replace(PLACEHOLDER, (placeholder, inner: string) => {
    const name = inner.trim()
    const value = PLAIN_NAME.test(name) && Object.hasOwn(values, name) ? values[name] : undefined
    if (typeof value === 'number' || (typeof value === 'string' && !NESTING.test(value))) return String(value)
    plain = false
    return placeholder
  })
  return plain ? filled : null
}

/** `t` with the lookup of plain texts done here; the same answers as `t` itself. */
export function withFastText<T extends TFunction>(t: T, i18n: Pick<I18n, 'language' | 'store'>, namespace: string): T {
  const fast = (key: unknown, options?: unknown, ...rest: unknown[]) => {
    if (typeof key === 'string' && rest.length === 0 && plainOptions(options)) {
      const texts = i18n.store?.data?.[i18n.language]?.[namespace] as Record<string, unknown> | undefined
      const text = texts?.[key]
      if (typeof text === 'string' && text !== '' && !NESTING.test(text)) {
        const filled = filledIn(text, options)
        if (filled !== null) return filled
      }
    }
    return (t as unknown as (...args: unknown[]) => unknown)(key, options, ...rest)
  }
  return fast as unknown as T
}
