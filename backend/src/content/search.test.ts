import { describe, expect, it } from 'vitest'
import { prefixQuery } from './search'

describe('node search query', () => {
  it('turns the words into a prefix query and ignores punctuation', () => {
    expect(prefixQuery('Rød vin!')).toBe('rød:* & vin:*')
    expect(prefixQuery("'; drop table pages --")).toBe('drop:* & table:* & pages:*')
    expect(prefixQuery('  !! ')).toBeNull()
  })
})
