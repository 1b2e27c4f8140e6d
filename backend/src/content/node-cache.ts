/**
 * Guests' pages for a few seconds (docs/adr/0018). A published page with its product carousels and lists costs
 * ~55 ms to build, and every guest gets the same one, as the `public, s-maxage=10` of the answer already says; so
 * the backend keeps it as long as a CDN would, and guests arriving together share one building.
 *
 * A change saved to anything a page shows (pages, media, the catalogue, campaigns, recipes, menus) forgets every
 * page at once, in this instance and, when it commits, in every other (db/change-bus.ts, docs/adr/0047); a change
 * that is not a save (stock sold at checkout) shows within NODE_FRESHNESS_MS. Drafts and logged-in customers' pages
 * are never kept.
 */
import type { CollectionConfig, GlobalConfig, PayloadRequest } from 'payload'
import { announceChange } from '../db/announce-change'
import { changeBus } from '../db/change-bus'
import type { Culture } from '../shop/constants'
import { ShortMemory } from '../shop/memory'
import type { Node } from '@delikat/contract/components'
import { normaliseNodeUrl } from './urls'

/** docs/product.md §9's default freshness, and the s-maxage of a guest's node. */
export const NODE_FRESHNESS_MS = 10_000
/** Distinct pages kept (category pages make many URLs); the oldest go first. */
const MAX_NODES = 300

const nodes = new ShortMemory<Node | null>(MAX_NODES, NODE_FRESHNESS_MS, () => changeBus.keeps)

/** Forget every kept page: something a page may show changed. */
function contentChanged(): void {
  nodes.clear()
}
changeBus.on('content', contentChanged)

/** The guest's page at `url` from the last NODE_FRESHNESS_MS, or a fresh one; a failed building is not kept. */
export function guestNode(url: string, culture: Culture, build: () => Promise<Node | null>, now = Date.now()): Promise<Node | null> {
  return nodes.get(`${culture} ${normaliseNodeUrl(url)}`, build, now)
}

const forget = ({ req }: { req: PayloadRequest }) => announceChange(req, 'content')

/** The collection with hooks that forget the kept pages whenever one of its documents is saved or deleted. */
export function forgetsPagesOnChange(collection: CollectionConfig): CollectionConfig {
  return {
    ...collection,
    hooks: {
      ...collection.hooks,
      afterChange: [...(collection.hooks?.afterChange ?? []), forget],
      afterDelete: [...(collection.hooks?.afterDelete ?? []), forget],
    },
  }
}

/** The global with a hook that forgets the kept pages (and the frame they show: content/layout-cache.ts) when it is saved. */
export function globalForgetsPagesOnChange(global: GlobalConfig): GlobalConfig {
  return { ...global, hooks: { ...global.hooks, afterChange: [...(global.hooks?.afterChange ?? []), forget] } }
}
