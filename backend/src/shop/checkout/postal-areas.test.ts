import { describe, expect, it } from 'vitest'
import { inPostalAreas, parsePostalCodeAreas } from './postal-areas'

describe('postal code areas (Burd)', () => {
  it('reads codes and ranges separated by commas, semicolons or spaces', () => {
    expect(parsePostalCodeAreas('1000-2990, 8000-8270;5000 9000')).toEqual([
      [1000, 2990],
      [8000, 8270],
      [5000, 5000],
      [9000, 9000],
    ])
  })

  it('refuses anything that is not a 4-digit code or an ascending range', () => {
    for (const bad of ['800', '8000-', '8000-8270-9000', '2990-1000', 'KBH', '1000–2990x']) expect(parsePostalCodeAreas(bad)).toBeNull()
  })

  it('places a postal code inside or outside the areas', () => {
    expect(inPostalAreas('1000-2990, 8000-8270', '2100')).toBe(true)
    expect(inPostalAreas('1000-2990, 8000-8270', '8270')).toBe(true)
    expect(inPostalAreas('1000-2990, 8000-8270', '5000')).toBe(false)
    expect(inPostalAreas('1000-2990', '21000')).toBe(false)
    expect(inPostalAreas('', '5000')).toBe(true)
    expect(inPostalAreas(null, '5000')).toBe(true)
    expect(inPostalAreas('nonsense', '5000')).toBe(false)
  })
})
