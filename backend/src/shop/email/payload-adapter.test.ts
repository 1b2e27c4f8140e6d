import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, describe, expect, it } from 'vitest'
import { parseMail } from './eml'
import { payloadEmailAdapter, splitSender } from './payload-adapter'

const dataDir = mkdtempSync(path.join(tmpdir(), 'delikat-adapter-'))
process.env.DATABASE_URL ??= 'postgres://unused@127.0.0.1:1/unused'
process.env.DATA_DIR = dataDir
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

describe('splitSender', () => {
  it('splits "Name <address>" and takes a bare address as it is', () => {
    expect(splitSender('Delikat <kundeservice@delikat.dk>')).toEqual({ name: 'Delikat', address: 'kundeservice@delikat.dk' })
    expect(splitSender('"Delikat Kundeservice" <ks@delikat.dk>')).toEqual({ name: 'Delikat Kundeservice', address: 'ks@delikat.dk' })
    expect(splitSender('ks@delikat.dk')).toEqual({ name: '', address: 'ks@delikat.dk' })
  })
})

describe('payloadEmailAdapter', () => {
  it('sends Payload’s own mails (staff password reset) through the shop’s transport, not the console', async () => {
    const logged: string[] = []
    const payload = { logger: { info: (line: string) => logged.push(line) } } as unknown as Payload
    const adapter = payloadEmailAdapter({ payload })
    expect(adapter).toMatchObject({ defaultFromName: 'Delikat', defaultFromAddress: 'kundeservice@delikat.dk' })
    const sent = (await adapter.sendEmail({
      from: `"${adapter.defaultFromName}" <${adapter.defaultFromAddress}>`,
      to: 'redaktoer@delikat.dk',
      subject: 'Reset your password',
      html: '<a href="http://localhost:3001/admin/reset/abc">reset</a>',
    })) as { file: string }
    expect(path.dirname(sent.file)).toBe(path.join(dataDir, 'mail'))
    const mail = parseMail(readFileSync(sent.file, 'utf8'))
    expect(mail.headers).toMatchObject({
      from: 'Delikat <kundeservice@delikat.dk>',
      to: 'redaktoer@delikat.dk',
      subject: 'Reset your password',
    })
    expect(mail.html).toContain('/admin/reset/abc')
    expect(logged).toEqual([`Mail "Reset your password" written to ${sent.file}`])
  })
})
