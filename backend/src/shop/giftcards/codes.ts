/**
 * Gift-card codes: 16 characters from a 31-letter alphabet without look-alikes (no 0/O, 1/I/L), so 79 random bits,
 * shown in groups of four. Shoppers may type them in any case, with spaces or dashes; we compare the bare code.
 */
import { randomInt } from 'node:crypto'

/** 31 characters: A–Z without I, L and O, and 2–9. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
export const GIFT_CARD_CODE_LENGTH = 16

/** Upper case, without spaces, dashes and dots. */
export function normaliseCode(code: string): string {
  return code.toUpperCase().replace(/[\s\-.]/g, '')
}

export function generateGiftCardCode(): string {
  let code = ''
  for (let i = 0; i < GIFT_CARD_CODE_LENGTH; i += 1) code += ALPHABET[randomInt(ALPHABET.length)]
  return code
}

/** "ABCD EFGH JKMN PQRS" */
export function formatCode(code: string): string {
  return normaliseCode(code).replace(/(.{4})(?=.)/g, '$1 ')
}

/** The last four characters only: "•••• •••• •••• PQRS". */
export function maskCode(code: string): string {
  const bare = normaliseCode(code)
  const hidden = Math.max(0, bare.length - 4)
  return formatCode('•'.repeat(hidden) + bare.slice(hidden))
}
