import { describe, expect, it } from 'vitest'
import { stored } from '../__fixtures__/blocks'
import { mapSpace } from './map'

describe('space mapper', () => {
  it('defaults a size it does not know', () => {
    expect(mapSpace(stored('space', { size: 'huge' }))).toEqual({ Id: 'b1', Type: 'space', Size: 'medium' })
  })
})
