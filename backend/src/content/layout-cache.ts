/**
 * What every page's frame shows: the texts, the menu, the footer and the settings (docs/adr/0056). They change only
 * when staff save a translation, a menu item, a page, a category, a product, the footer, the settings or a delivery
 * method. Each such save announces a `content` change (content/node-cache.ts), which forgets them here, and in every
 * other instance when it commits (db/change-bus.ts), as it forgets the guests' pages. So they are kept for minutes
 * rather than seconds: the 1 100 texts alone cost half a second to read. The time is only a net for a change that
 * bypasses the backend (a hand-edited row).
 */
import { changeBus } from '../db/change-bus'
import { ShortMemory } from '../shop/memory'

export const LAYOUT_FRESHNESS_MS = 10 * 60_000
/** Cultures × (texts per namespace, menus, footer, settings): a bound against namespaces and menu ids made up by the thousand. */
const MAX_ANSWERS = 64

const answers = new ShortMemory<unknown>(MAX_ANSWERS, LAYOUT_FRESHNESS_MS, () => changeBus.keeps)
changeBus.on('content', () => answers.clear())

/** The answer kept under `key` since the last change (at most LAYOUT_FRESHNESS_MS), or a fresh one; a failure is not kept. */
export function keptLayout<T>(key: string, build: () => Promise<T>, now = Date.now()): Promise<T> {
  return answers.get(key, build, now) as Promise<T>
}
