/**
 * Proof of cookie consent (POST consent; docs/api/marketing.md, docs/adr/0029): each choice a browser makes in the
 * cookie banner is one row, found again by the id the browser keeps in its consent cookie. What it proves: which
 * text version was shown, what was chosen and how, when, on which page, by what browser, and by which customer when
 * one was logged in. The client's IP address is not kept: the consent id already ties the row to the browser, and an
 * address would add personal data without adding proof.
 */
import type { PayloadRequest } from 'payload'
import { z } from 'zod'
import { dbPool } from '../../db/pool'
import type { ShopContext } from '../context'
import { claimAttempt, COOKIE_CONSENTS } from '../rate-limit'
import { recordCookieConsent } from './store'

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i

/** A stored user agent is cut here: enough to tell browser and device, not a column anybody can fill at will. */
const USER_AGENT_LENGTH = 300

export const cookieConsentSchema = z.strictObject({
  ConsentId: z.string().regex(UUID_V4, { error: 'ConsentId must be a UUID (version 4).' }),
  Version: z.string().regex(/^[A-Za-z0-9._-]{1,40}$/, { error: 'Version must be 1 to 40 letters, digits, dots, dashes or underscores.' }),
  Categories: z.strictObject({ Functional: z.boolean(), Statistic: z.boolean(), Marketing: z.boolean() }),
  Method: z.enum(['AcceptAll', 'RejectAll', 'Custom', 'External']),
  // A path on the storefront; "//host" would be another site's address.
  Url: z
    .string()
    .max(300)
    .regex(/^\/(?!\/)/, { error: 'Url must be a path starting with "/".' })
    .optional(),
})

export type CookieConsentBody = z.infer<typeof cookieConsentSchema>

/**
 * Records one choice. `client`: the caller's address (rate-limit.ts clientAddress), used only for the per-client
 * limit. While staff act as a customer the choice is the browser's, which is the staff member's: it is kept without
 * the customer, never filed as theirs.
 */
export async function recordCookieChoice(
  ctx: ShopContext,
  req: PayloadRequest,
  body: CookieConsentBody,
  client: string,
): Promise<{ ConsentId: string; RecordedAt: string }> {
  const pool = dbPool(ctx.payload)
  await claimAttempt(pool, COOKIE_CONSENTS, client, ctx.culture)
  const at = new Date()
  await recordCookieConsent(
    pool,
    {
      consentId: body.ConsentId.toLowerCase(),
      version: body.Version,
      functional: body.Categories.Functional,
      statistic: body.Categories.Statistic,
      marketing: body.Categories.Marketing,
      method: body.Method,
      url: body.Url ?? null,
      userAgent: req.headers.get('user-agent')?.slice(0, USER_AGENT_LENGTH) || null,
      customerId: ctx.impersonation ? null : (ctx.customer?.id ?? null),
    },
    at,
  )
  return { ConsentId: body.ConsentId.toLowerCase(), RecordedAt: at.toISOString() }
}
