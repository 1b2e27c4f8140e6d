/**
 * The marketing platform (newsletters, club offers, personalisation) behind one interface, like payment and age
 * verification: Bloomreach Engagement when MARKETING_PLATFORM=bloomreach (bloomreach.ts), otherwise the built-in
 * store that the demo and the tests use, which keeps every call as a row admins can read
 * (`marketing-platform-calls`). The shop records each consent in its own tables first (store.ts); telling the
 * platform is best effort: a failure is logged and never fails the customer's request (docs/adr/0029).
 */
import type { Payload } from 'payload'
import type { Pool, PoolClient } from 'pg'
import { dbPool } from '../../db/pool'
import { env } from '../../env'
import type { LegitimateInterest } from '../customers/view'
import { createBloomreachPlatform } from './bloomreach'

/** Who the platform knows: the customer number (HardId) when there is an account, always the e-mail address. */
export interface MarketingSubject {
  hardId?: string
  email: string
}

export type ConsentCategory = 'club' | 'newsletter' | LegitimateInterest
export type ConsentSource = 'account' | 'signup' | 'checkout' | 'clubSignupForm' | 'login'

export interface ConsentChange {
  category: ConsentCategory
  action: 'accept' | 'reject'
  source: ConsentSource
  /** The version of the terms accepted (the club's). */
  version?: string
  at: Date
}

/** Profile attributes the platform personalises by; only what the customer gave for that purpose. */
export type MarketingAttributes = Record<string, string | boolean | null>

export interface MarketingPlatform {
  readonly name: 'builtin' | 'bloomreach'
  updateConsents(subject: MarketingSubject, changes: ConsentChange[]): Promise<void>
  updateAttributes(subject: MarketingSubject, attributes: MarketingAttributes): Promise<void>
}

/** The built-in store: what would have gone to the platform, kept in the database as it was sent. */
export function createBuiltinPlatform(db: Pool | PoolClient): MarketingPlatform {
  const keep = async (operation: 'updateConsents' | 'updateAttributes', subject: MarketingSubject, body: unknown) => {
    await db.query('INSERT INTO marketing_platform_calls (operation, hard_id, email, body) VALUES ($1, $2, $3, $4)', [
      operation,
      subject.hardId ?? null,
      subject.email,
      JSON.stringify(body),
    ])
  }
  return {
    name: 'builtin',
    updateConsents: (subject, changes) => keep('updateConsents', subject, { changes }),
    updateAttributes: (subject, attributes) => keep('updateAttributes', subject, { attributes }),
  }
}

/** The platform the environment chooses (env.ts has already refused Bloomreach with settings missing). */
export function marketingPlatform(payload: Payload): MarketingPlatform {
  const config = env()
  if (config.MARKETING_PLATFORM === 'bloomreach') {
    return createBloomreachPlatform({
      apiUrl: config.BLOOMREACH_API_URL!,
      projectToken: config.BLOOMREACH_PROJECT_TOKEN!,
      apiKeyId: config.BLOOMREACH_API_KEY_ID!,
      apiSecret: config.BLOOMREACH_API_SECRET!,
    })
  }
  return createBuiltinPlatform(dbPool(payload))
}

interface Logger {
  error: (entry: { err: unknown; msg: string }) => void
}

/**
 * Tells the platform, after the shop's own record is committed. Never throws: the consent stands in the shop's
 * tables whatever the platform answers, and the log says which call failed (without the address).
 */
export async function tellPlatform(
  platform: MarketingPlatform,
  logger: Logger,
  subject: MarketingSubject,
  update: { changes?: ConsentChange[]; attributes?: MarketingAttributes },
): Promise<void> {
  try {
    if (update.attributes) await platform.updateAttributes(subject, update.attributes)
    if (update.changes && update.changes.length > 0) await platform.updateConsents(subject, update.changes)
  } catch (error) {
    const who = subject.hardId ? `customer ${subject.hardId}` : 'a club sign-up without an account'
    logger.error({ err: error, msg: `marketing platform (${platform.name}) was not told about ${who}` })
  }
}
