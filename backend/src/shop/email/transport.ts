/**
 * How the shop's e-mail leaves: over SMTP when an SMTP URL is configured, otherwise written as one RFC 822 .eml file
 * per mail into a folder (DATA_DIR/mail), so the demo and the tests can open the links without a mail server.
 */
import { randomUUID } from 'node:crypto'
import { mkdir, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer, { type SendMailOptions } from 'nodemailer'
import { fileMailAllowed } from '../../deployment'

export interface MailAttachment {
  filename: string
  content: Buffer
  contentType: string
}

export interface Mail {
  to: string
  subject: string
  text: string
  html: string
  /** Files sent with the mail (the printable gift cards); base64 parts in the .eml as over SMTP. */
  attachments?: MailAttachment[]
}

export interface SentMail {
  messageId: string
  /** The .eml file, when the mail was written to the folder instead of sent. */
  file?: string
}

export interface Mailer {
  /** Sends from the shop's sender address. */
  send(mail: Mail): Promise<SentMail>
  /** Any nodemailer message (Payload's own mails, through payload-adapter.ts); `from` defaults to the shop's. */
  sendMessage(message: SendMailOptions): Promise<SentMail>
}

export interface MailerOptions {
  /** smtp:// or smtps:// URL; without one, mails go to `mailDir`. */
  smtpUrl?: string
  from: string
  mailDir: string
  /**
   * Whether mail may go to `mailDir` when no SMTP URL is given; by default only in the demo (deployment.ts). The
   * start already refuses production without SMTP_URL; this holds should anything start the backend without that check.
   */
  allowFileTransport?: boolean
}

/** A file name that sorts by time and never collides, and does not carry the address (paths end up in logs). */
function mailFileName(now = new Date()): string {
  return `${now.toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`
}

export function createMailer(options: MailerOptions): Mailer {
  let deliver: (message: SendMailOptions) => Promise<SentMail>
  if (options.smtpUrl) {
    const smtp = nodemailer.createTransport(options.smtpUrl)
    deliver = async (message) => ({ messageId: (await smtp.sendMail(message)).messageId })
  } else {
    if (!(options.allowFileTransport ?? fileMailAllowed(process.env))) {
      // Those files would hold password reset links and gift-card codes, readable by whoever reads DATA_DIR.
      throw new Error('SMTP_URL is not set: production sends mail over SMTP only and never writes it to DATA_DIR/mail')
    }
    // RFC 5322 wants CRLF line ends; every mail reader opens such a file.
    const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' })
    deliver = async (message) => {
      const info = await stream.sendMail(message)
      await mkdir(options.mailDir, { recursive: true })
      const file = path.join(options.mailDir, mailFileName())
      // Written aside and renamed, so whoever watches the folder never reads half a mail.
      await writeFile(`${file}.part`, info.message as Buffer)
      await rename(`${file}.part`, file)
      return { messageId: info.messageId, file }
    }
  }
  const sendMessage = (message: SendMailOptions) => deliver({ ...message, from: message.from ?? options.from })
  return { sendMessage, send: (mail) => sendMessage({ ...mail, from: options.from }) }
}
