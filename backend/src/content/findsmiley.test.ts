import { describe, expect, it } from 'vitest'
import { findSmileyId, isFindSmileyId, smileyLink } from './findsmiley'

describe('the food smiley link', () => {
  it('takes an id of up to 12 digits and nothing else', () => {
    expect(isFindSmileyId('123456')).toBe(true)
    expect(isFindSmileyId('123456789012')).toBe(true)
    expect(isFindSmileyId('1234567890123')).toBe(false)
    expect(isFindSmileyId('12a456')).toBe(false)
    expect(isFindSmileyId('')).toBe(false)
    expect(isFindSmileyId('https://www.findsmiley.dk/123456')).toBe(false)
  })

  it("turns a pasted link to the shop's page into its id and leaves anything else for validation", () => {
    expect(findSmileyId(' 123456 ')).toBe('123456')
    expect(findSmileyId('https://www.findsmiley.dk/123456')).toBe('123456')
    expect(findSmileyId('findsmiley.dk/123456')).toBe('findsmiley.dk/123456')
    expect(findSmileyId('https://example.com/123456')).toBe('https://example.com/123456')
  })

  it('links to the report in the culture asked, and not at all without a valid id', () => {
    expect(smileyLink('123456', 'da')).toEqual({ Url: 'https://www.findsmiley.dk/123456', Label: 'Se vores kontrolrapport' })
    expect(smileyLink('123456', 'en')).toEqual({ Url: 'https://www.findsmiley.dk/123456', Label: 'See our inspection report' })
    expect(smileyLink(null, 'da')).toBeNull()
    expect(smileyLink('', 'da')).toBeNull()
    expect(smileyLink('12/../x', 'da')).toBeNull()
  })
})
