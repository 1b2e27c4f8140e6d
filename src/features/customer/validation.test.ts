import { isValidCvr, isValidEan, passwordSchema, phoneSchema } from './validation'

describe('customer field rules', () => {
  it('checks CVR numbers with modulus 11', () => {
    expect(isValidCvr('12345674')).toBe(true)
    expect(isValidCvr('12345675')).toBe(false)
    expect(isValidCvr('02345674')).toBe(false)
    expect(isValidCvr('1234567')).toBe(false)
  })

  it('checks EAN numbers with the GS1 check digit', () => {
    expect(isValidEan('5790000000005')).toBe(true)
    expect(isValidEan('5790000000006')).toBe(false)
    expect(isValidEan('579000000000')).toBe(false)
  })

  it('asks passwords for ten characters with a letter and a digit', () => {
    expect(passwordSchema.safeParse('kort1').success).toBe(false)
    expect(passwordSchema.safeParse('langtmenudental').success).toBe(false)
    expect(passwordSchema.safeParse('1234567890').success).toBe(false)
    expect(passwordSchema.safeParse('Rødvin-2026!').success).toBe(true)
  })

  it('takes Danish phone numbers with or without +45', () => {
    expect(phoneSchema.safeParse('20304050').success).toBe(true)
    expect(phoneSchema.safeParse('+45 20 30 40 50').success).toBe(true)
    expect(phoneSchema.safeParse('2030405').success).toBe(false)
  })
})
