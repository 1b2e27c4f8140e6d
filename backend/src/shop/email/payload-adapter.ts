/**
 * Payload's own e-mail (the staff users' "forgot password" in the admin, and any other mail Payload sends) through
 * the shop's transport, instead of Payload's default of printing mails, links and all, to the console. To be set as
 * `email: payloadEmailAdapter` in payload.config.ts.
 */
import type { EmailAdapter } from 'payload'
import { env } from '../../env'
import { mailer } from './index'

/** "Delikat <kundeservice@delikat.dk>" → its name and address. */
export function splitSender(from: string): { name: string; address: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from)
  return match ? { name: match[1]!.trim(), address: match[2]!.trim() } : { name: '', address: from.trim() }
}

export const payloadEmailAdapter: EmailAdapter = ({ payload }) => {
  const sender = splitSender(env().MAIL_FROM)
  return {
    name: 'delikat',
    defaultFromName: sender.name,
    defaultFromAddress: sender.address,
    sendEmail: async (message) => {
      const sent = await mailer().sendMessage(message)
      payload.logger.info(
        sent.file ? `Mail "${message.subject ?? ''}" written to ${sent.file}` : `Mail "${message.subject ?? ''}" sent (${sent.messageId})`,
      )
      return sent
    },
  }
}
