import { describe, expect, it } from 'vitest'
import { stored } from '../__fixtures__/blocks'
import { mapEmbeddedMap } from './map'

describe('embeddedMap mapper', () => {
  it('defaults the height and an empty title', () => {
    expect(mapEmbeddedMap(stored('embeddedMap', { query: 'Vestergade 12, 8000 Aarhus C' }))).toMatchObject({ Height: 450, Title: null })
  })
})
