import { describe, expect, it } from 'vitest'
import { COMPONENT_TYPES } from '@delikat/contract/components'
import { BLOCKS, MAPPERS, pageBlocks } from './index'

describe('page blocks', () => {
  it('has exactly one block per component type of the contract, with the type key as slug', () => {
    const slugs = pageBlocks.map((b) => b.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
    expect([...slugs].sort()).toEqual([...COMPONENT_TYPES].sort())
  })

  it('keys each block by its own slug, and has a mapper for exactly the same types', () => {
    for (const [type, block] of Object.entries(BLOCKS)) expect(block.slug).toBe(type)
    expect(Object.keys(MAPPERS).sort()).toEqual([...COMPONENT_TYPES].sort())
  })
})
