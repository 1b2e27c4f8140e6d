// The browser's texts without i18next (docs/adr/0051). i18next and react-i18next are about 17 kB of every page's
// first-load JavaScript, and the shop's texts use a small part of them: a flat key, placeholders with plain names,
// plurals by `count`, a context, a default value and the fallback to Danish. This is that part, giving the answer
// i18next gives for the app's settings (next-i18next.config.js; src/i18n/translate.test.ts holds the two equal). The
// server still renders with next-i18next. Nesting (`$t(...)`) and formats (`{{price, number}}`) are not part of it:
// no text of the shop uses them, and the backend refuses a translation that does (backend/src/collections/Translations.ts).
import { DEFAULT_LOCALE } from '@/config/constants'

type Texts = Readonly<Record<string, string>>
/** The texts by language: the page's language, and Danish once it has arrived (the fallback). */
export type TextsByLocale = Readonly<Record<string, Texts | undefined>>
/** What a text that is not there shows: src/i18n/pageTranslations.ts (missingText). */
export type MissingText = (key: string, defaultValue?: string) => string

type Options = Record<string, unknown>

const pluralRules = new Map<string, Intl.PluralRules>()
function pluralSuffix(locale: string, count: number): string {
  let rules = pluralRules.get(locale)
  if (!rules) {
    rules = new Intl.PluralRules(locale)
    pluralRules.set(locale, rules)
  }
  return `_${rules.select(count)}`
}

/** i18next's own rule for an answer: a string that is not empty (returnEmptyString: false). */
const found = (value: unknown): value is string => typeof value === 'string' && value !== ''

/** The keys i18next tries for one key, in its order: context and plural forms first, the key itself last. */
function candidates(key: string, options: Options, locale: string): string[] {
  const count = options.count
  const plural = count !== undefined && typeof count !== 'string'
  const suffix = plural ? pluralSuffix(locale, Number(count)) : ''
  const zero = plural && count === 0
  const context = options.context
  const keys: string[] = []
  const forms = (base: string) => {
    if (zero) keys.push(`${base}_zero`)
    if (plural) keys.push(base + suffix)
    keys.push(base)
  }
  if (context !== undefined && context !== '' && (typeof context === 'string' || typeof context === 'number')) forms(`${key}_${context}`)
  forms(key)
  return keys
}

/** i18next's two passes: `{{- name}}` (unescaped) first, then `{{name}}`; with escaping off they fill in alike. */
const PASSES = [/\{\{-(.+?)\}\}/g, /\{\{(.+?)\}\}/g]

/**
 * Fills in the placeholders step by step as i18next does (with skipOnVariables, its default): a value not given leaves
 * the placeholder as written, one given as undefined leaves nothing, and a value is not searched for placeholders.
 */
function interpolate(text: string, data: Options, options: Options): string {
  if (!text.includes('{{')) return text
  let str = text
  for (const pass of PASSES) {
    const regex = new RegExp(pass.source, 'g')
    let match: RegExpExecArray | null
    let replaces = 0
    while ((match = regex.exec(str))) {
      const name = (match[1] ?? '').trim()
      let value: unknown = Object.hasOwn(data, name) ? data[name] : undefined
      if (value === undefined) {
        if (!Object.hasOwn(options, name)) continue
        value = ''
      }
      const filled = typeof value === 'string' ? value : value === null ? '' : String(value as string | number)
      // i18next replaces the placeholder's first occurrence, and goes on after the value it put in.
      str = str.replace(match[0], filled.replace(/\$/g, '$$$$'))
      regex.lastIndex += filled.length - match[0].length
      if (++replaces >= 1000) break
    }
  }
  return str
}

function defaultValueOf(options: Options, locale: string): string | undefined {
  const count = options.count
  const plural = count !== undefined && typeof count !== 'string'
  // i18next's `||`: an empty default of a plural form gives way to the next.
  const pick = (name: string) => (options[name] ? options[name] : undefined)
  const value =
    (plural && count === 0 ? pick('defaultValue_zero') : undefined) ??
    (plural ? pick(`defaultValue${pluralSuffix(locale, Number(count))}`) : undefined) ??
    options.defaultValue
  return typeof value === 'string' ? value : undefined
}

function hasDefaultValue(options: Options): boolean {
  return Object.keys(options).some((name) => name.startsWith('defaultValue') && options[name] !== undefined)
}

/**
 * `t(key, options)` for `locale`: the first key found (in the page's language, then in Danish), its placeholders filled
 * in; else the default value or the key, through `missing` as i18next's parseMissingKeyHandler.
 */
export function translate(
  texts: TextsByLocale,
  locale: string,
  keys: string | readonly string[],
  given?: unknown,
  missing?: MissingText,
): string {
  const options: Options =
    typeof given === 'string' ? { defaultValue: given } : typeof given === 'object' && given !== null ? (given as Options) : {}
  const list = (Array.isArray(keys) ? keys : [keys]).map(String)
  const locales = locale === DEFAULT_LOCALE ? [locale] : [locale, DEFAULT_LOCALE]
  const data = typeof options.replace === 'object' && options.replace !== null ? (options.replace as Options) : options
  for (const key of list) {
    for (const code of locales) {
      const own = texts[code]
      if (!own) continue
      for (const candidate of candidates(key, options, code)) {
        const text = Object.hasOwn(own, candidate) ? own[candidate] : undefined
        if (found(text)) return interpolate(text, data, options)
      }
    }
  }
  const key = list[list.length - 1] ?? ''
  const usedDefault = hasDefaultValue(options)
  const fallback = usedDefault ? defaultValueOf(options, locale) : undefined
  const answer = interpolate(found(fallback) ? fallback : key, data, options)
  return missing ? missing(key, usedDefault ? answer : undefined) : answer
}
