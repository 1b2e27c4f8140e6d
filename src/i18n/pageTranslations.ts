// Only the texts a page needs travel in its HTML (docs/adr/0032). On the server the page is rendered with every text,
// and each key the render reads is noted; the document then sends those keys, plus the few the shell may show at once
// in the browser (SHELL_PREFIXES), instead of all ~940 texts. The browser loads the rest after the page has hydrated
// (src/features/content/useAllTexts.ts) and shows nothing for a text it does not have yet.
import type { SSRConfig } from 'next-i18next/pages'

type I18nProps = NonNullable<SSRConfig['_nextI18Next']>
type Texts = Record<string, string>

/**
 * Texts the shell may show in the browser right after a page hydrates without having rendered them on the server:
 * the cookie choice on a first visit to a page the server could not tailor to it (a product page from Next's page
 * cache, docs/adr/0053), the header's basket once the basket has loaded, and the carousels' arrows and
 * dots, which appear once the carousel has measured its slides. Everything else the
 * browser shows later (dialogs, toasts, form errors) has its text by then, or shows it a moment after.
 */
const SHELL_PREFIXES = ['Basket.', 'Carousel.', 'Common.', 'Consent.', 'Header.', 'HeroSlider.', 'ProductCarousel.']

const READ = Symbol('keys read while rendering')
const WATCH = Symbol('the texts to watch once i18next is set up')

type Recorded = { read: Set<string>; texts: Texts; locale: string; namespace: string }
type Recording = I18nProps & { [READ]?: Recorded }
type WatchedStore = Record<string, Record<string, Texts>> & { [WATCH]?: { watched: Texts; locale: string; namespace: string } }

/**
 * The page's texts as the server renders with them: every text, and once i18next is set up (watchTextsRead), each one
 * read noted (not serialised). i18next is set up with the texts themselves: it counts them as it starts, which
 * through the watching proxy cost a millisecond of every render.
 */
export function recordReads(props: I18nProps, locale: string, namespace: string): I18nProps {
  const store = props.initialI18nStore as Record<string, Record<string, Texts>>
  const texts = store[locale]?.[namespace]
  if (!texts) return props
  const read = new Set<string>()
  const watched = new Proxy(texts, {
    get(target, key, receiver) {
      if (typeof key === 'string' && Object.hasOwn(target, key)) read.add(key)
      return Reflect.get(target, key, receiver) as unknown
    },
  })
  const recordingStore: WatchedStore = { ...store, [locale]: { ...store[locale], [namespace]: texts } }
  Object.defineProperty(recordingStore, WATCH, { value: { watched, locale, namespace } })
  const recording: Recording = { ...props, initialI18nStore: recordingStore }
  Object.defineProperty(recording, READ, { value: { read, texts, locale, namespace } })
  return recording
}

/**
 * Called as the app renders with its i18next instance (src/i18n/texts.tsx): from now on each text read is noted. The
 * instance keeps the page's store itself, so the texts are watched where i18next and the page both find them.
 */
export function watchTextsRead(i18n: { store?: { data?: unknown } }): void {
  const store = i18n.store?.data as WatchedStore | undefined
  const watch = store?.[WATCH]
  const texts = watch ? store[watch.locale] : undefined
  if (watch && texts && texts[watch.namespace] !== watch.watched) texts[watch.namespace] = watch.watched
}

/** After the render: the texts the page read and the shell's, in place of all of them. Anything else is left alone. */
export function keepTextsRead(props: I18nProps | undefined): void {
  const recorded = (props as Recording | undefined)?.[READ]
  if (!props || !recorded) return
  const { read, texts, locale, namespace } = recorded
  const kept: Texts = {}
  for (const [key, text] of Object.entries(texts))
    if (read.has(key) || SHELL_PREFIXES.some((prefix) => key.startsWith(prefix))) kept[key] = text
  const store = props.initialI18nStore as Record<string, Record<string, Texts>>
  props.initialI18nStore = { ...store, [locale]: { ...store[locale], [namespace]: kept } }
}

let allTexts = false
/** A text was asked for before all texts had arrived (and showed nothing). */
let waitedFor = false
const waiting = new Set<() => void>()

/** Calls `listener` when the rest of the texts arrive after something showed nothing for want of them. */
export function onWaitedForTexts(listener: () => void): () => void {
  waiting.add(listener)
  return () => void waiting.delete(listener)
}

/**
 * The browser has every text now (src/features/content/useAllTexts.ts): a key still missing shows as itself. Only
 * when a component showed nothing for want of a text is the page rendered again (TextsProvider): the texts a page
 * rendered on the server came with it, so usually none did, and the page is spared rendering all of itself again.
 */
export function allTextsArrived(): void {
  allTexts = true
  if (!waitedFor) return
  waitedFor = false
  for (const listener of waiting) listener()
}

/**
 * What a text the browser does not have shows: nothing until all texts have arrived (a moment after the page
 * hydrated; the component shows its text then), the key after that, as i18next would.
 */
export function missingText(key: string, defaultValue?: string): string {
  if (typeof window === 'undefined' || allTexts) return defaultValue ?? key
  if (defaultValue === undefined) waitedFor = true
  return defaultValue ?? ''
}
