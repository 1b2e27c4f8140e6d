import { createTestI18n } from '@/test/render'
import { courseText, isoDuration, recipeTimeText, servingsText } from './format'

describe('recipe texts', () => {
  const da = createTestI18n('da').t
  const en = createTestI18n('en').t

  it('reads a time in minutes, hours, or both', () => {
    expect(recipeTimeText(45, da)).toBe('45 min.')
    expect(recipeTimeText(120, da)).toBe('2 t.')
    expect(recipeTimeText(210, da)).toBe('3 t. 30 min.')
    expect(recipeTimeText(75, en)).toBe('1 h 15 min')
  })

  it('names the course and counts the servings in the language', () => {
    expect(courseText('main', da)).toBe('Hovedret')
    expect(courseText('side', en)).toBe('Side dish')
    expect(servingsText(1, da)).toBe('1 person')
    expect(servingsText(4, da)).toBe('4 personer')
    expect(servingsText(4, en)).toBe('4 people')
  })

  it('writes ISO 8601 durations for schema.org', () => {
    expect(isoDuration(45)).toBe('PT45M')
    expect(isoDuration(120)).toBe('PT2H')
    expect(isoDuration(210)).toBe('PT3H30M')
  })
})
