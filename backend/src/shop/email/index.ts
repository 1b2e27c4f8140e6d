/** The shop's one way to send e-mail: the transport chosen by the environment (SMTP_URL, else DATA_DIR/mail). */
import path from 'node:path'
import type { Payload } from 'payload'
import { env } from '../../env'
import { createMailer, type Mail, type Mailer, type SentMail } from './transport'

export type { Mail, MailAttachment } from './transport'

let cachedMailer: Mailer | undefined

/** The mail folder of the file transport (also where the tests and the demo look). */
export const mailDir = () => path.join(env().DATA_DIR, 'mail')

/** The transport the environment chose, made once. */
export function mailer(): Mailer {
  const { SMTP_URL, MAIL_FROM } = env()
  cachedMailer ??= createMailer({ smtpUrl: SMTP_URL, from: MAIL_FROM, mailDir: mailDir() })
  return cachedMailer
}

export async function sendMail(payload: Payload, mail: Mail): Promise<SentMail> {
  const sent = await mailer().send(mail)
  if (sent.file) payload.logger.info(`Mail "${mail.subject}" written to ${sent.file}`)
  else payload.logger.info(`Mail "${mail.subject}" sent (${sent.messageId})`)
  return sent
}

/**
 * Sends without making the caller wait: an answer that waited for the mail server would take longer for an address
 * that has an account than for one that has not, and so tell which addresses have accounts. A failure is logged.
 */
export function sendMailInBackground(payload: Payload, mail: Mail): void {
  sendMail(payload, mail).catch((err: unknown) => payload.logger.error({ err, msg: `Mail "${mail.subject}" could not be sent` }))
}
