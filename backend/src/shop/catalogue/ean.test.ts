import { describe, expect, it } from 'vitest'
import { ean13CheckDigit, isValidEan13, validateProductEan } from './ean'

describe('ean13CheckDigit', () => {
  it.each([
    ['570123456789', 9],
    ['400638133393', 1],
    ['590123412345', 7],
    ['000000000000', 0],
  ])('gives %s the check digit %s', (body, digit) => {
    expect(ean13CheckDigit(body)).toBe(digit)
  })

  it('refuses anything but twelve digits', () => {
    expect(() => ean13CheckDigit('57012345678')).toThrow()
    expect(() => ean13CheckDigit('57012345678a')).toThrow()
  })
})

describe('isValidEan13', () => {
  it('accepts 13 digits with the right check digit', () => {
    expect(isValidEan13('5701234567899')).toBe(true)
    expect(isValidEan13('4006381333931')).toBe(true)
    expect(isValidEan13('5901234123457')).toBe(true)
  })

  it('refuses a wrong check digit, a wrong length, spaces and other characters', () => {
    expect(isValidEan13('5701234567898')).toBe(false)
    expect(isValidEan13('570123456789')).toBe(false)
    expect(isValidEan13('57012345678990')).toBe(false)
    expect(isValidEan13('5701234 567899')).toBe(false)
    expect(isValidEan13(' 5701234567899')).toBe(false)
    expect(isValidEan13('570123456789X')).toBe(false)
    expect(isValidEan13('')).toBe(false)
  })
})

describe('validateProductEan', () => {
  it('lets an empty field pass and explains a wrong number', () => {
    expect(validateProductEan(null)).toBe(true)
    expect(validateProductEan(undefined)).toBe(true)
    expect(validateProductEan('')).toBe(true)
    expect(validateProductEan('5701234567899')).toBe(true)
    expect(validateProductEan('5701234567890')).toMatch(/check digit/)
  })
})
