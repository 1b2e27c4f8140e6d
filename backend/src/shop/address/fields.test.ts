import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { checkoutTranslations } from '@delikat/contract/translations/checkout'
import { addressRules, fieldText, zipProblem } from './fields'

const firstMessage = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value)
  return result.success ? null : result.error.issues[0]?.message
}

describe("the checkout's field rules", () => {
  it('take a Danish postcode in use, and say what is wrong with anything else', () => {
    const { zip } = addressRules('da')
    expect(zip.parse(' 8000 ')).toBe('8000')
    expect(zip.parse('3700')).toBe('3700')
    expect(firstMessage(zip, '')).toBe('Skriv postnummeret')
    expect(firstMessage(zip, '80')).toBe('Postnummeret skal være 4 cifre')
    expect(firstMessage(zip, '80000')).toBe('Postnummeret skal være 4 cifre')
    expect(firstMessage(zip, '1234')).toBe('Postnummeret findes ikke')
    expect(firstMessage(zip, '3900')).toBe('Postnummeret findes ikke')
    expect(firstMessage(addressRules('en').zip, '1234')).toBe('No such postcode')
    expect(zipProblem('en', 'abcd')).toBe('The postcode must be 4 digits')
  })

  it('say what each field needs, in the words the storefront shows', () => {
    const rules = addressRules('da')
    expect(firstMessage(rules.firstName, '')).toBe('Skriv dit fornavn')
    expect(firstMessage(rules.lastName, ' ')).toBe('Skriv dit efternavn')
    expect(firstMessage(rules.recipient, '')).toBe('Skriv modtagerens navn')
    expect(firstMessage(rules.address, '')).toBe('Skriv vej og husnummer')
    expect(firstMessage(rules.city, '')).toBe('Skriv bynavnet')
    expect(firstMessage(rules.email, '')).toBe('Skriv din e-mailadresse')
    expect(firstMessage(rules.email, 'navn@')).toBe('Skriv en gyldig e-mailadresse, fx navn@domæne.dk')
    expect(firstMessage(rules.phone, '')).toBe('Skriv dit telefonnummer')
    expect(firstMessage(rules.phone, '1234')).toBe('Telefonnummeret skal være 8 cifre')
    expect(firstMessage(rules.cvr, '1234')).toBe('CVR-nummeret skal være 8 cifre')
    expect(firstMessage(rules.ean, '123')).toBe('EAN-nummeret skal være 13 cifre')
    expect(firstMessage(rules.address, 'x'.repeat(201))).toBe('Skriv højst 200 tegn')
    expect(rules.phone.parse('20 30 40 50')).toBe('20304050')
    expect(rules.email.parse(' Navn@Example.DK ')).toBe('navn@example.dk')
  })

  it('take their texts from the contract, in both languages', () => {
    for (const culture of ['da', 'en'] as const) {
      expect(fieldText(culture, 'ZipUnknown')).toBe(checkoutTranslations[culture]['Checkout.Field.ZipUnknown'])
      expect(fieldText(culture, 'TooLong', 7)).not.toContain('{{')
    }
  })
})
