import type { Payload } from 'payload'
import { describe, expect, it, vi } from 'vitest'
import { COMPONENT_TYPES } from '@delikat/contract/components'
import { da, product } from '../../blocks/__fixtures__/blocks'
import { enrichComponents, toComponent } from './map'

// Each block's own mapping is tested beside it: backend/src/blocks/<componentType>/map.test.ts.
describe('toComponent', () => {
  it('dispatches every component type to its mapper, with the block id', () => {
    for (const type of COMPONENT_TYPES) expect(toComponent({ id: 'b1', blockType: type }, da)).toMatchObject({ Id: 'b1', Type: type })
  })

  it('leaves out a block type the contract does not know', () => {
    expect(toComponent({ blockType: 'somethingNew' }, da)).toBeNull()
    expect(toComponent({ blockType: 'toString' }, da)).toBeNull()
  })
})

describe('enrichComponents', () => {
  const article = { id: 5, url: '/artikler/ost/', title: 'Ost', publishedAt: '2026-10-01T00:00:00.000Z' }
  const fakePayload = () => {
    const find = vi.fn(async (args: { collection: string }) =>
      args.collection === 'pages' ? { docs: [article], totalDocs: 1 } : { docs: [product], totalDocs: 31 },
    )
    // The pricing pass reads campaigns and variants over the pool; this page has none.
    const db = { pool: { query: vi.fn(async () => ({ rows: [] })) } }
    return { payload: { find, db } as unknown as Payload, find }
  }

  it('fills latest content, empty article lists and recommendations, and leaves the rest alone', async () => {
    const { payload, find } = fakePayload()
    const components = [
      { blockType: 'latestContent', limit: 2 },
      { blockType: 'articleList' },
      { blockType: 'recommendationCarousel', strategy: 'new' },
      { blockType: 'border' },
    ].map((b, i) => toComponent({ id: `b${i}`, ...b }, da)!)
    const enriched = (await enrichComponents(payload, components, da)) as unknown as Array<Record<string, unknown>>
    expect(enriched).toBe(components)
    expect(enriched[0]!.Items).toEqual([expect.objectContaining({ Id: 5, Url: '/artikler/ost/' })])
    expect(enriched[1]!.Articles).toHaveLength(1)
    expect(enriched[2]).toMatchObject({ Strategy: 'new', Products: [expect.objectContaining({ ProductId: 12 })] })
    expect(find).toHaveBeenCalledTimes(3)
    expect(find).toHaveBeenCalledWith(
      expect.objectContaining({ collection: 'pages', limit: 2, sort: '-publishedAt', overrideAccess: false, locale: 'da' }),
    )
    expect(find).toHaveBeenCalledWith(expect.objectContaining({ collection: 'products', sort: '-createdAt', overrideAccess: false }))
  })

  it('does not query for an article list the editor picked', async () => {
    const { payload, find } = fakePayload()
    const picked = toComponent({ id: 'a', blockType: 'articleList', articles: [article] }, da)!
    await enrichComponents(payload, [picked], da)
    expect(find).not.toHaveBeenCalled()
  })
})
