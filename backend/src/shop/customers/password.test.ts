import { pbkdf2Sync } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { verifyPassword } from './password'

const salt = 'a1b2c3d4e5f60718293a4b5c6d7e8f90'

describe('verifyPassword', () => {
  it('accepts the right password for a hash in Payload’s current format, and nothing else', async () => {
    const hash = `pbkdf2-sha256-v1:${pbkdf2Sync('Secret-pass-2026', salt, 600_000, 32, 'sha256').toString('hex')}`
    expect(await verifyPassword({ hash, salt }, 'Secret-pass-2026')).toBe(true)
    expect(await verifyPassword({ hash, salt }, 'secret-pass-2026')).toBe(false)
    expect(await verifyPassword({ hash, salt: 'other' }, 'Secret-pass-2026')).toBe(false)
  })

  it('accepts the legacy format of accounts created before Payload changed it', async () => {
    const hash = pbkdf2Sync('Gammel-kode-2019', salt, 25_000, 512, 'sha256').toString('hex')
    expect(await verifyPassword({ hash, salt }, 'Gammel-kode-2019')).toBe(true)
    expect(await verifyPassword({ hash, salt }, 'Gammel-kode-2020')).toBe(false)
  })

  it('refuses an account without a stored password', async () => {
    expect(await verifyPassword({ hash: null, salt: null }, '')).toBe(false)
    expect(await verifyPassword({}, 'Secret-pass-2026')).toBe(false)
  })
})
