import { describe, expect, it } from 'vitest'
import { formatCode, generateGiftCardCode, GIFT_CARD_CODE_LENGTH, maskCode, normaliseCode } from './codes'

describe('gift-card codes', () => {
  it('are 16 characters without look-alikes, and never repeat in 10 000 draws', () => {
    const codes = new Set(Array.from({ length: 10_000 }, generateGiftCardCode))
    expect(codes.size).toBe(10_000)
    for (const code of codes) expect(code).toMatch(new RegExp(`^[A-HJKMNP-Z2-9]{${GIFT_CARD_CODE_LENGTH}}$`))
  })

  it('are compared without case, spaces, dashes or dots', () => {
    expect(normaliseCode(' abcd-efgh jkmn.pqrs ')).toBe('ABCDEFGHJKMNPQRS')
    expect(formatCode('abcdefghjkmnpqrs')).toBe('ABCD EFGH JKMN PQRS')
  })

  it('are shown masked but for the last four', () => {
    expect(maskCode('ABCD-EFGH-JKMN-PQRS')).toBe('•••• •••• •••• PQRS')
  })
})
