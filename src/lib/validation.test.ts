import { passwordSchema, phoneSchema } from './validation'

describe('customer field rules', () => {
  it('asks passwords for ten characters with a letter and a digit', () => {
    expect(passwordSchema.safeParse('kort1').success).toBe(false)
    expect(passwordSchema.safeParse('langtmenudental').success).toBe(false)
    expect(passwordSchema.safeParse('1234567890').success).toBe(false)
    expect(passwordSchema.safeParse('Rødvin-2026!').success).toBe(true)
  })

  it('takes Danish phone numbers with or without +45', () => {
    expect(phoneSchema.safeParse('20304050').success).toBe(true)
    expect(phoneSchema.safeParse('+45 20 30 40 50').success).toBe(true)
    expect(phoneSchema.safeParse('20-30-40-50').success).toBe(true)
    expect(phoneSchema.safeParse('2030405').success).toBe(false)
  })
})
