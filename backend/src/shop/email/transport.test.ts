import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { findLink, parseMail } from './eml'
import { passwordResetMail } from './templates'
import { createMailer } from './transport'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('the file transport (no SMTP_URL)', () => {
  it('keeps attachments in the .eml, byte for byte, beside the text and html', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'delikat-mail-'))
    dirs.push(root)
    const mailer = createMailer({ from: 'Delikat <kundeservice@delikat.dk>', mailDir: path.join(root, 'mail') })
    const content = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff, 0xe6, 0xf8, 0xe5])
    const sent = await mailer.send({
      to: 'kunde@example.dk',
      subject: 'Dit gavekort',
      text: 'Her er dit gavekort.',
      html: '<p>Her er dit gavekort.</p>',
      attachments: [{ filename: 'gavekort-1001.pdf', content, contentType: 'application/pdf' }],
    })
    const mail = parseMail(readFileSync(sent.file!, 'utf8'))
    expect(mail.text).toContain('Her er dit gavekort.')
    expect(mail.html).toContain('<p>Her er dit gavekort.</p>')
    expect(mail.attachments).toHaveLength(1)
    expect(mail.attachments[0]).toMatchObject({ filename: 'gavekort-1001.pdf', contentType: 'application/pdf' })
    expect(mail.attachments[0]!.content.equals(content)).toBe(true)
  })

  it('writes each mail as an RFC 822 .eml file in the folder, creating it, with the link readable', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'delikat-mail-'))
    dirs.push(root)
    const mailDir = path.join(root, 'mail')
    const mailer = createMailer({ from: 'Delikat <kundeservice@delikat.dk>', mailDir })
    const link = 'http://localhost:3000/nulstil-adgangskode/?token=0123456789abcdef0123456789abcdef01234567'
    const sent = await mailer.send({ to: 'søren@example.dk', ...passwordResetMail({ culture: 'da', firstName: 'Søren', link }) })

    expect(sent.file).toBeDefined()
    expect(path.dirname(sent.file!)).toBe(mailDir)
    expect(readdirSync(mailDir)).toEqual([path.basename(sent.file!)])
    expect(sent.file).toMatch(/\.eml$/)
    // The file name does not carry the address (paths are logged).
    expect(sent.file).not.toContain('example')

    const raw = readFileSync(sent.file!, 'utf8')
    expect(raw).toMatch(/\r\n\r\n/)
    const mail = parseMail(raw)
    expect(mail.headers.from).toBe('Delikat <kundeservice@delikat.dk>')
    expect(mail.headers.to).toContain('example.dk')
    expect(mail.headers.subject).toBe('Nulstil din adgangskode hos Delikat')
    expect(mail.headers['message-id']).toBe(sent.messageId)
    expect(mail.headers['mime-version']).toBe('1.0')
    expect(mail.text).toContain('Kære Søren')
    expect(findLink(mail, '/nulstil-adgangskode/')).toBe(link)
    expect(mail.html).toContain(`href="${link}"`)
  })

  it('keeps every mail in a file of its own', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'delikat-mail-'))
    dirs.push(root)
    const mailer = createMailer({ from: 'Delikat <kundeservice@delikat.dk>', mailDir: root })
    const mail = { subject: 'Hej', text: 'Hej', html: '<p>Hej</p>' }
    const [a, b] = await Promise.all([mailer.send({ to: 'a@example.dk', ...mail }), mailer.send({ to: 'b@example.dk', ...mail })])
    expect(a.file).not.toBe(b.file)
    expect(readdirSync(root).sort()).toEqual([path.basename(a.file!), path.basename(b.file!)].sort())
    expect(parseMail(readFileSync(b.file!, 'utf8')).headers.to).toBe('b@example.dk')
  })

  it('is refused in production, which sends over SMTP only', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'delikat-mail-'))
    dirs.push(root)
    vi.stubEnv('DELIKAT_ENV', 'production')
    try {
      expect(() => createMailer({ from: 'Delikat <kundeservice@delikat.dk>', mailDir: root })).toThrow(/^SMTP_URL is not set: production/)
      expect(createMailer({ from: 'Delikat <kundeservice@delikat.dk>', mailDir: root, smtpUrl: 'smtp://127.0.0.1:2525' })).toBeDefined()
    } finally {
      vi.unstubAllEnvs()
    }
    expect(() => createMailer({ from: 'Delikat <kundeservice@delikat.dk>', mailDir: root, allowFileTransport: false })).toThrow(/SMTP_URL/)
    expect(readdirSync(root)).toEqual([])
  })
})

describe('parseMail', () => {
  it('decodes encoded-word headers, quoted-printable and base64 parts', () => {
    const raw = [
      'Subject: =?UTF-8?Q?Gl=C3=A6delig?= =?UTF-8?Q?_jul?=',
      'Content-Type: multipart/alternative; boundary="b1"',
      '',
      '--b1',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      'Link: https://example.dk/?token=3Dabc=',
      'def',
      '--b1',
      'Content-Type: text/html; charset=utf-8',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from('<p>Rødvin</p>').toString('base64'),
      '--b1--',
      '',
    ].join('\r\n')
    const mail = parseMail(raw)
    expect(mail.headers.subject).toBe('Glædelig jul')
    expect(mail.text).toContain('https://example.dk/?token=abcdef')
    expect(mail.html).toBe('<p>Rødvin</p>')
  })
})
