import { describe, expect, it } from 'vitest'
import { normaliseOrderNumber, sameEmail } from './lookup'

describe('the guest order lookup’s comparisons', () => {
  it('reads an order number as a customer types it', () => {
    expect(normaliseOrderNumber(' #100234 ')).toBe('100234')
    expect(normaliseOrderNumber('# 100234')).toBe('100234')
    expect(normaliseOrderNumber('100234')).toBe('100234')
  })

  it('compares e-mails without regard to case or surrounding spaces, and nothing else', () => {
    expect(sameEmail(' Gitte@Example.DK ', 'gitte@example.dk')).toBe(true)
    expect(sameEmail('gitte@example.dk', 'gitte@example.dk.evil')).toBe(false)
    expect(sameEmail('', 'gitte@example.dk')).toBe(false)
    expect(sameEmail('gitte+1@example.dk', 'gitte@example.dk')).toBe(false)
  })
})
