import { describe, expect, it } from 'vitest'
import { isValidPassword, PASSWORD_MAX_LENGTH } from './customers'

describe('passwords', () => {
  it('need 10 to 128 characters with a letter and a digit', () => {
    expect(isValidPassword('Rødvin-2026!')).toBe(true)
    expect(isValidPassword('kort1')).toBe(false)
    expect(isValidPassword('langtmenudental')).toBe(false)
    expect(isValidPassword('1234567890')).toBe(false)
    expect(isValidPassword(`a${'1'.repeat(PASSWORD_MAX_LENGTH - 1)}`)).toBe(true)
    expect(isValidPassword(`a${'1'.repeat(PASSWORD_MAX_LENGTH)}`)).toBe(false)
  })
})
