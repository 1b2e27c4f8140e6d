/**
 * Reads back a mail the file transport wrote (an RFC 822 message with MIME parts), for the demo and the tests that
 * follow a link from DATA_DIR/mail. Understands what nodemailer writes: encoded-word headers, multipart bodies,
 * quoted-printable and base64 parts, attachments kept as bytes.
 */

export interface ParsedAttachment {
  filename: string
  contentType: string
  content: Buffer
}

export interface ParsedMail {
  /** Header names in lower case, values unfolded and decoded. */
  headers: Record<string, string>
  text: string
  html: string
  attachments: ParsedAttachment[]
}

interface Parts {
  text: string
  html: string
  attachments: ParsedAttachment[]
}

function splitEntity(raw: string): { head: string; body: string } {
  const match = /\r?\n\r?\n/.exec(raw)
  if (!match) return { head: raw, body: '' }
  return { head: raw.slice(0, match.index), body: raw.slice(match.index + match[0].length) }
}

/** Bytes written as =XX (quoted-printable, and Q encoded words) back to UTF-8 text. */
function decodeQuotedBytes(value: string): string {
  const bytes: number[] = []
  for (let i = 0; i < value.length; i++) {
    const hex = value.slice(i + 1, i + 3)
    if (value[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16))
      i += 2
    } else {
      bytes.push(...Buffer.from(value[i]!, 'utf8'))
    }
  }
  return Buffer.from(bytes).toString('utf8')
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=); the space between two of them is not text. */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_all, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedBytes(text.replace(/_/g, ' ')),
    )
}

function parseHeaders(head: string): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon <= 0) continue
    const name = line.slice(0, colon).trim().toLowerCase()
    headers[name] ??= decodeWords(line.slice(colon + 1).trim())
  }
  return headers
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '').toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedBytes(body.replace(/=\r?\n/g, ''))
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    default:
      return body
  }
}

function collectParts(raw: string, into: Parts): Record<string, string> {
  const { head, body } = splitEntity(raw)
  const headers = parseHeaders(head)
  const contentType = headers['content-type'] ?? 'text/plain'
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1]
  if (/^multipart\//i.test(contentType) && boundary) {
    const sections = body.split(`--${boundary}`).slice(1)
    for (const section of sections) {
      if (section.startsWith('--')) break
      collectParts(section.replace(/^\r?\n/, ''), into)
    }
  } else if (/^attachment/i.test(headers['content-disposition'] ?? '')) {
    const filename = /filename="?([^";]+)"?/i.exec(headers['content-disposition']!)?.[1] ?? ''
    const base64 = (headers['content-transfer-encoding'] ?? '').toLowerCase() === 'base64'
    into.attachments.push({
      filename,
      contentType: contentType.split(';')[0]!.trim().toLowerCase(),
      content: base64 ? Buffer.from(body.replace(/\s+/g, ''), 'base64') : Buffer.from(body, 'utf8'),
    })
  } else {
    const content = decodeBody(body, headers['content-transfer-encoding']).replace(/\r\n/g, '\n')
    if (/^text\/html/i.test(contentType)) into.html ||= content
    else if (/^text\/plain/i.test(contentType)) into.text ||= content
  }
  return headers
}

export function parseMail(raw: string): ParsedMail {
  const parts: Parts = { text: '', html: '', attachments: [] }
  const headers = collectParts(raw, parts)
  return { headers, ...parts }
}

/** The first link in the mail's text that contains `fragment` (e.g. "/nulstil-adgangskode/"). */
export function findLink(mail: ParsedMail, fragment: string): string | undefined {
  return mail.text.match(/https?:\/\/\S+/g)?.find((link) => link.includes(fragment))
}
