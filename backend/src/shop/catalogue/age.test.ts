import { describe, expect, it } from 'vitest'
import { AGE_LIMIT_OVERRIDES } from '../constants'
import { highestRequiredAge, requiredAge } from './age'

describe('requiredAge', () => {
  it.each([
    [null, null],
    [undefined, null],
    [0, null],
    [0.5, null],
    [1.2, null],
    [1.21, 16],
    [4.6, 16],
    [6, 16],
    [6.01, 18],
    [12.5, 18],
    [40, 18],
    [Number.NaN, null],
  ])('follows the alcohol percentage %s with the automatic limit: %s', (percentage, age) => {
    expect(requiredAge(percentage, 'auto')).toBe(age)
  })

  it('follows the percentage when there is no override', () => {
    expect(requiredAge(5, null)).toBe(16)
    expect(requiredAge(5, undefined)).toBe(16)
    expect(requiredAge(13, null)).toBe(18)
  })

  // Every override, over a percentage of each kind: none, 16 and 18 win whatever the drink says.
  const expected: Record<(typeof AGE_LIMIT_OVERRIDES)[number], (auto: 16 | 18 | null) => 16 | 18 | null> = {
    auto: (auto) => auto,
    none: () => null,
    '16': () => 16,
    '18': () => 18,
  }
  it.each(AGE_LIMIT_OVERRIDES.flatMap((override) => [null, 0.5, 4.5, 13].map((percentage) => [override, percentage] as const)))(
    'with the override %s and %s %% vol',
    (override, percentage) => {
      expect(requiredAge(percentage, override)).toBe(expected[override](requiredAge(percentage, 'auto')))
    },
  )
})

describe('highestRequiredAge', () => {
  it('is the highest age, or null when nothing has one', () => {
    expect(highestRequiredAge([])).toBeNull()
    expect(highestRequiredAge([null, null])).toBeNull()
    expect(highestRequiredAge([null, 16, null])).toBe(16)
    expect(highestRequiredAge([16, 18, null, 16])).toBe(18)
  })
})
