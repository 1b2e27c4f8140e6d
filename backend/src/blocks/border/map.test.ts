import { describe, expect, it } from 'vitest'
import { stored } from '../__fixtures__/blocks'
import { mapBorder } from './map'

describe('border mapper', () => {
  it('defaults an unset colour', () => {
    expect(mapBorder(stored('border'))).toEqual({ Id: 'b1', Type: 'border', Color: 'light' })
  })
})
