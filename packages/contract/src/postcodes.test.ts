import { describe, expect, it } from 'vitest'
import { danishPostcodes, isDanishPostcode, townOfPostcode } from './postcodes'

describe('the Danish postcodes', () => {
  it('has every code a street address can have, each of 4 digits and with a town', () => {
    const codes = danishPostcodes()
    expect(codes.size).toBeGreaterThan(1050)
    expect(codes.size).toBeLessThan(1250)
    for (const [code, town] of codes) {
      expect(code).toMatch(/^\d{4}$/)
      expect(town.trim()).toBe(town)
      expect(town.length).toBeGreaterThan(1)
    }
  })

  it('names the towns of known codes', () => {
    expect(townOfPostcode('8000')).toBe('Aarhus C')
    expect(townOfPostcode('5000')).toBe('Odense C')
    expect(townOfPostcode('9000')).toBe('Aalborg')
    expect(townOfPostcode('2800')).toBe('Kongens Lyngby')
    expect(townOfPostcode('6700')).toBe('Esbjerg')
    expect(townOfPostcode('3700')).toBe('Rønne')
    expect(townOfPostcode('2000')).toBe('Frederiksberg')
    expect(townOfPostcode(' 2100 ')).toBe('København Ø')
  })

  it('has the Copenhagen street-level codes one by one', () => {
    expect(townOfPostcode('1050')).toBe('København K')
    expect(townOfPostcode('1473')).toBe('København K')
    expect(townOfPostcode('1620')).toBe('København V')
    expect(townOfPostcode('1850')).toBe('Frederiksberg C')
  })

  it('knows no invented, foreign, internal or malformed code', () => {
    for (const code of ['0000', '0800', '1234', '3900', '9992', '100', '80000', '80 0', 'abcd', '', '8000x']) {
      expect(isDanishPostcode(code)).toBe(false)
    }
  })
})
