import type { CollectionConfig } from 'payload'
import { describe, expect, it, vi } from 'vitest'
import type { Node } from '@delikat/contract/components'
import { changeBus } from '../db/change-bus'
import { NODE_FRESHNESS_MS, forgetsPagesOnChange, guestNode } from './node-cache'

const contentChanged = () => changeBus.deliver('content')

const page = (name: string) =>
  ({
    Id: 1,
    Name: name,
    Url: '/',
    ContentType: 'ContentPage',
    Seo: { Title: name, Description: null, OgImage: null },
    Components: [],
  }) as Node

describe('guestNode', () => {
  it('builds a page once for guests arriving together, and keeps it for the freshness time only', async () => {
    contentChanged()
    const build = vi.fn(async () => page('Forside'))
    const now = Date.now()
    const together = await Promise.all([
      guestNode('/', 'da', build, now),
      guestNode('/', 'da', build, now),
      guestNode('', 'da', build, now),
    ])
    expect(build).toHaveBeenCalledTimes(1)
    expect(together.map((n) => n?.Name)).toEqual(['Forside', 'Forside', 'Forside'])
    await guestNode('/', 'da', build, now + NODE_FRESHNESS_MS - 1)
    expect(build).toHaveBeenCalledTimes(1)
    await guestNode('/', 'da', build, now + NODE_FRESHNESS_MS)
    expect(build).toHaveBeenCalledTimes(2)
  })

  it('keeps each culture and page apart, and a missing page too', async () => {
    contentChanged()
    const build = vi.fn(async () => null)
    await guestNode('/om-os/', 'da', build)
    await guestNode('/om-os/', 'en', build)
    await guestNode('/findes-ikke/', 'da', build)
    await guestNode('/findes-ikke/', 'da', build)
    expect(build).toHaveBeenCalledTimes(3)
  })

  it('forgets every page when content changes, and never keeps a failed building', async () => {
    contentChanged()
    const build = vi.fn(async () => page('Før'))
    await guestNode('/', 'da', build)
    contentChanged()
    await guestNode('/', 'da', build)
    expect(build).toHaveBeenCalledTimes(2)

    const failing = vi.fn(async (): Promise<Node | null> => {
      throw new Error('database down')
    })
    contentChanged()
    await expect(guestNode('/', 'da', failing)).rejects.toThrow('database down')
    await new Promise((resolve) => setTimeout(resolve, 0))
    await expect(guestNode('/', 'da', build)).resolves.toMatchObject({ Name: 'Før' })
  })
})

describe('forgetsPagesOnChange', () => {
  it('adds a forgetting hook after the collection’s own hooks, for saves and deletes', async () => {
    const own = vi.fn()
    const collection = forgetsPagesOnChange({
      slug: 'things',
      fields: [],
      hooks: { afterChange: [own], beforeChange: [own] },
    } as CollectionConfig)
    expect(collection.hooks?.afterChange).toHaveLength(2)
    expect(collection.hooks?.afterChange?.[0]).toBe(own)
    expect(collection.hooks?.beforeChange).toEqual([own])
    expect(collection.hooks?.afterDelete).toHaveLength(1)

    contentChanged()
    const build = vi.fn(async () => page('Side'))
    await guestNode('/', 'da', build)
    await (collection.hooks!.afterDelete![0] as (args: { req: object }) => unknown)({ req: { payload: {} } })
    await guestNode('/', 'da', build)
    expect(build).toHaveBeenCalledTimes(2)
  })
})
