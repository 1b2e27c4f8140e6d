/**
 * The customer club and the legitimate interests (docs/api/marketing.md, docs/adr/0029): what a visitor or customer
 * sees, joining and leaving the club, the guests' sign-up form, and the interests. Each change is written with its
 * history event in one transaction, then handed to the marketing platform (best effort, platform.ts). Staff acting
 * as the customer may change none of it: a consent is the customer's own act (docs/adr/0028).
 */
import type { Payload } from 'payload'
import type { PoolClient } from 'pg'
import { dbPool } from '../../db/pool'
import { inTransaction } from '../../db/transaction'
import type { ShopContext } from '../context'
import { LEGITIMATE_INTERESTS, type LegitimateInterest } from '../customers/view'
import { ShopError } from '../errors'
import { assertNotActing } from '../impersonation/limits'
import { claimAttempt, CLUB_SIGNUPS } from '../rate-limit'
import { marketingPlatform, tellPlatform, type ConsentSource, type MarketingAttributes } from './platform'
import { flagChange, interestsChange, recordConsentEvents, type ConsentEvent } from './store'
import { CLUB_TERMS, CLUB_TERMS_VERSION, INTEREST_TEXTS, TEXTS } from './texts'

export interface ClubConsent {
  ClubMember: boolean
  ConsentGivenAt: string | null
  /** The club's terms in the request's culture, for the consent step and the sign-up form. */
  Text: string
  Version: string
}

export interface Interests {
  Interests: Array<{ Key: LegitimateInterest; Label: string; Description: string; Selected: boolean }>
}

interface CustomerRow {
  id: number
  email: string
  hard_id: string | null
  first_name: string
  client_type: 'B2C' | 'B2B'
  club_member: boolean | null
  club_member_consent_at: Date | null
  account_blocked: boolean | null
  interests: LegitimateInterest[]
}

const CUSTOMER_SQL = `SELECT c.id, c.email, c.hard_id, c.first_name, c.client_type, c.club_member, c.club_member_consent_at, c.account_blocked,
  coalesce((SELECT array_agg(i.value::text ORDER BY i."order") FROM customers_legitimate_interests i WHERE i.parent_id = c.id), '{}') AS interests
  FROM customers c WHERE c.id = $1`

function clubView(ctx: ShopContext, row: CustomerRow | null): ClubConsent {
  return {
    ClubMember: row?.club_member === true,
    ConsentGivenAt: row?.club_member_consent_at ? new Date(row.club_member_consent_at).toISOString() : null,
    Text: CLUB_TERMS[ctx.culture],
    Version: CLUB_TERMS_VERSION,
  }
}

function interestsView(ctx: ShopContext, selected: readonly LegitimateInterest[]): Interests {
  const texts = INTEREST_TEXTS[ctx.culture]
  return {
    Interests: LEGITIMATE_INTERESTS.map((key) => ({
      Key: key,
      Label: texts[key].label,
      Description: texts[key].description,
      Selected: selected.includes(key),
    })),
  }
}

/** The logged-in customer's row, or null for a guest (and for an account deleted or blocked since its token). */
async function readCustomer(ctx: ShopContext): Promise<CustomerRow | null> {
  if (!ctx.customer) return null
  const { rows } = await dbPool(ctx.payload).query<CustomerRow>(CUSTOMER_SQL, [ctx.customer.id])
  const row = rows[0]
  return row && !row.account_blocked ? row : null
}

/** A consent change may only be made by the logged-in customer themselves. */
function assertOwnChange(ctx: ShopContext): number {
  if (!ctx.customer) throw new ShopError(401, 'Unauthorized', TEXTS[ctx.culture].unauthorized)
  assertNotActing(ctx, 'consent')
  return ctx.customer.id
}

/** The customer's row locked for the change, inside its transaction; 401 when the account is gone or blocked. */
async function lockCustomer(ctx: ShopContext, client: PoolClient, id: number): Promise<CustomerRow> {
  const { rows } = await client.query<CustomerRow>(`${CUSTOMER_SQL} FOR UPDATE OF c`, [id])
  const row = rows[0]
  if (!row || row.account_blocked) throw new ShopError(401, 'Unauthorized', TEXTS[ctx.culture].unauthorized)
  return row
}

function assertCurrentTerms(ctx: ShopContext, version: string): void {
  const t = TEXTS[ctx.culture]
  if (version !== CLUB_TERMS_VERSION) throw new ShopError(400, 'ClubTermsChanged', t.version, { Version: t.version })
}

const subjectOf = (row: Pick<CustomerRow, 'email' | 'hard_id'>) => ({ email: row.email, ...(row.hard_id ? { hardId: row.hard_id } : {}) })

export async function getClubConsent(ctx: ShopContext): Promise<ClubConsent> {
  return clubView(ctx, await readCustomer(ctx))
}

export async function getInterests(ctx: ShopContext): Promise<Interests> {
  return interestsView(ctx, (await readCustomer(ctx))?.interests ?? [])
}

/**
 * PUT customer/clubmemberconsent, and a logged-in customer's club sign-up form: the customer joins (or accepts the
 * current terms again). Every acceptance is an event, since each one is an act with its own version of the terms.
 */
export async function joinClub(ctx: ShopContext, version: string, source: ConsentSource = 'account'): Promise<ClubConsent> {
  const id = assertOwnChange(ctx)
  assertCurrentTerms(ctx, version)
  const at = new Date()
  const { before, after } = await inTransaction(ctx, async (client) => {
    const row = await lockCustomer(ctx, client, id)
    // The club is for consumers, as at checkout (docs/product.md §6).
    if (row.client_type === 'B2B') throw new ShopError(400, 'ClubForConsumersOnly', TEXTS[ctx.culture].consumersOnly)
    await client.query('UPDATE customers SET club_member = true, club_member_consent_at = $2, updated_at = now() WHERE id = $1', [id, at])
    await recordConsentEvents(client, [{ customerId: id, kind: 'club', action: 'granted', version, source }], at)
    return { before: row, after: { ...row, club_member: true, club_member_consent_at: at } }
  })
  await tellPlatform(marketingPlatform(ctx.payload), ctx.payload.logger, subjectOf(before), {
    attributes: { club_member: true },
    changes: [{ category: 'club', action: 'accept', source, version, at }],
  })
  return clubView(ctx, after)
}

/** DELETE customer/clubmemberconsentwithdraw: leaving the club clears the membership and its consent. */
export async function withdrawClub(ctx: ShopContext, reason: string | undefined): Promise<ClubConsent> {
  const id = assertOwnChange(ctx)
  const at = new Date()
  const { before, after, wasMember } = await inTransaction(ctx, async (client) => {
    const row = await lockCustomer(ctx, client, id)
    await client.query('UPDATE customers SET club_member = false, club_member_consent_at = NULL, updated_at = now() WHERE id = $1', [id])
    const wasMember = row.club_member === true || row.club_member_consent_at !== null
    if (wasMember) {
      await recordConsentEvents(
        client,
        [{ customerId: id, kind: 'club', action: 'withdrawn', value: reason ? { reason } : null, source: 'account' }],
        at,
      )
    }
    return { before: row, after: { ...row, club_member: false, club_member_consent_at: null }, wasMember }
  })
  if (wasMember) {
    await tellPlatform(marketingPlatform(ctx.payload), ctx.payload.logger, subjectOf(before), {
      attributes: { club_member: false },
      changes: [{ category: 'club', action: 'reject', source: 'account', at }],
    })
  }
  return clubView(ctx, after)
}

/** PUT customer/legitimateinterests: the new list replaces the old; an unchanged list records nothing. */
export async function putInterests(ctx: ShopContext, interests: LegitimateInterest[]): Promise<Interests> {
  const id = assertOwnChange(ctx)
  const chosen = LEGITIMATE_INTERESTS.filter((key) => interests.includes(key))
  const at = new Date()
  const { row, change } = await inTransaction(ctx, async (client) => {
    const row = await lockCustomer(ctx, client, id)
    const change = interestsChange(id, row.interests, chosen, 'account', at)
    if (change.events.length > 0) {
      await client.query('DELETE FROM customers_legitimate_interests WHERE parent_id = $1', [id])
      await client.query(
        `INSERT INTO customers_legitimate_interests ("order", parent_id, value)
         SELECT n::int, $1, v::enum_customers_legitimate_interests FROM unnest($2::text[]) WITH ORDINALITY AS t(v, n)`,
        [id, chosen],
      )
      await client.query('UPDATE customers SET updated_at = now() WHERE id = $1', [id])
      await recordConsentEvents(client, change.events, at)
    }
    return { row, change }
  })
  if (change.changes.length > 0)
    await tellPlatform(marketingPlatform(ctx.payload), ctx.payload.logger, subjectOf(row), { changes: change.changes })
  return interestsView(ctx, chosen)
}

/**
 * POST bloomreach/clubsignup: the sign-up form on content pages. A logged-in customer joins as from the account. A
 * guest's address gets a consent event and goes to the marketing platform, but no account is made or touched: the
 * answer is the same whether the address has an account or not, so the form tells nobody which addresses do.
 * `client`: the caller's address (rate-limit.ts clientAddress); every guest sign-up counts.
 */
export async function clubSignup(
  ctx: ShopContext,
  body: { Email: string; FirstName?: string; Version: string },
  client: string,
): Promise<{ Result: 'Success' }> {
  if (ctx.customer) {
    await joinClub(ctx, body.Version, 'clubSignupForm')
    return { Result: 'Success' }
  }
  assertCurrentTerms(ctx, body.Version)
  const pool = dbPool(ctx.payload)
  await claimAttempt(pool, CLUB_SIGNUPS, client, ctx.culture)
  const email = body.Email.trim().toLowerCase()
  const at = new Date()
  const event: ConsentEvent = { customerId: null, email, kind: 'club', action: 'granted', version: body.Version, source: 'clubSignupForm' }
  await recordConsentEvents(pool, [event], at)
  const attributes: MarketingAttributes = { club_member: true, ...(body.FirstName ? { first_name: body.FirstName } : {}) }
  await tellPlatform(
    marketingPlatform(ctx.payload),
    ctx.payload.logger,
    { email },
    {
      attributes,
      changes: [{ category: 'club', action: 'accept', source: 'clubSignupForm', version: body.Version, at }],
    },
  )
  return { Result: 'Success' }
}

/**
 * A club member accepting the current terms outside the club's own calls (the login's consent step): the event and
 * the platform's hand-off, after the customer's row is updated.
 */
export async function recordClubAcceptance(
  ctx: ShopContext,
  customer: { id: number; email: string; hardId?: string | null },
  source: ConsentSource,
): Promise<void> {
  const at = new Date()
  await recordConsentEvents(
    dbPool(ctx.payload),
    [{ customerId: customer.id, kind: 'club', action: 'granted', version: CLUB_TERMS_VERSION, source }],
    at,
  )
  await tellPlatform(
    marketingPlatform(ctx.payload),
    ctx.payload.logger,
    subjectOf({ email: customer.email, hard_id: customer.hardId ?? null }),
    {
      changes: [{ category: 'club', action: 'accept', source, version: CLUB_TERMS_VERSION, at }],
    },
  )
}

/** A customer who joined the club with an order (checkout/order-store.ts), told to the platform after the commit. */
export async function tellCheckoutClubJoin(payload: Payload, member: { email: string; hardId: string | null }): Promise<void> {
  await tellPlatform(marketingPlatform(payload), payload.logger, subjectOf({ email: member.email, hard_id: member.hardId }), {
    attributes: { club_member: true },
    changes: [{ category: 'club', action: 'accept', source: 'checkout', version: CLUB_TERMS_VERSION, at: new Date() }],
  })
}

/**
 * The consents the shop's older paths change (sign-up, the account's update, the login's club step): their history
 * events and the platform's hand-off, after the change is stored. `before`/`after`: the consent fields as they were
 * and are.
 */
export async function recordProfileConsents(
  ctx: ShopContext,
  customer: { id: number; email: string; hardId?: string | null },
  before: { club: boolean; newsletter: boolean; interests: readonly LegitimateInterest[] },
  after: { club: boolean; newsletter: boolean; interests: readonly LegitimateInterest[] },
  source: ConsentSource,
): Promise<void> {
  const at = new Date()
  const parts = [
    flagChange('club', customer.id, before.club, after.club, source, at, CLUB_TERMS_VERSION),
    flagChange('newsletter', customer.id, before.newsletter, after.newsletter, source, at),
    interestsChange(customer.id, before.interests, after.interests, source, at),
  ]
  const events = parts.flatMap((p) => p.events)
  if (events.length === 0) return
  await recordConsentEvents(dbPool(ctx.payload), events, at)
  const attributes: MarketingAttributes = {}
  if (before.club !== after.club) attributes.club_member = after.club
  if (before.newsletter !== after.newsletter) attributes.newsletter = after.newsletter
  await tellPlatform(
    marketingPlatform(ctx.payload),
    ctx.payload.logger,
    subjectOf({ email: customer.email, hard_id: customer.hardId ?? null }),
    {
      ...(Object.keys(attributes).length > 0 ? { attributes } : {}),
      changes: parts.flatMap((p) => p.changes),
    },
  )
}
