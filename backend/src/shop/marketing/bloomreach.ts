/**
 * Bloomreach Engagement's tracking API (docs/adr/0029): customer attributes through `POST
 * /track/v2/projects/{token}/customers`, and each consent as a `consent` event through `POST
 * /track/v2/projects/{token}/customers/events`, the form Bloomreach's consent management reads. The customer is
 * identified by the `registered` hard id: the shop's HardId when there is an account, the e-mail address for a club
 * sign-up without one. Basic auth with a private API key; every request gives up after a timeout, so a slow
 * platform never holds a customer's request for long. Failures throw; the caller (platform.ts tellPlatform) logs.
 *
 * The demo and the tests cannot reach Bloomreach: the built-in store stands in (platform.ts), and this adapter is
 * checked against a local HTTP server in bloomreach.test.ts.
 */
import type { ConsentCategory, ConsentChange, MarketingAttributes, MarketingPlatform, MarketingSubject } from './platform'

export const BLOOMREACH_TIMEOUT_MS = 5_000

export interface BloomreachOptions {
  /** e.g. https://api.eu1.exponea.com */
  apiUrl: string
  projectToken: string
  apiKeyId: string
  apiSecret: string
  timeoutMs?: number
}

/** The consent categories as they are named in Bloomreach's project settings (snake case, as its own are). */
const CATEGORIES: Record<ConsentCategory, string> = {
  club: 'club',
  newsletter: 'newsletter',
  ProductRecommendations: 'product_recommendations',
  Events: 'events',
  Surveys: 'surveys',
}

export function createBloomreachPlatform(options: BloomreachOptions): MarketingPlatform {
  const base = `${options.apiUrl.replace(/\/+$/, '')}/track/v2/projects/${encodeURIComponent(options.projectToken)}`
  const authorization = `Basic ${Buffer.from(`${options.apiKeyId}:${options.apiSecret}`).toString('base64')}`
  const timeoutMs = options.timeoutMs ?? BLOOMREACH_TIMEOUT_MS

  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    })
    // The answer is read either way, so the connection is released; only its first characters reach the log.
    const text = await response.text()
    if (!response.ok) throw new Error(`Bloomreach answered ${response.status} to POST ${path}: ${text.slice(0, 200)}`)
  }
  const ids = (subject: MarketingSubject) => ({ registered: subject.hardId ?? subject.email })

  return {
    name: 'bloomreach',
    async updateAttributes(subject: MarketingSubject, attributes: MarketingAttributes) {
      await post('/customers', { customer_ids: ids(subject), properties: { email: subject.email, ...attributes } })
    },
    async updateConsents(subject: MarketingSubject, changes: ConsentChange[]) {
      // One event per consent, in order: Bloomreach keeps the latest event of each category as the current state.
      for (const change of changes) {
        await post('/customers/events', {
          customer_ids: ids(subject),
          event_type: 'consent',
          timestamp: change.at.getTime() / 1000,
          properties: {
            action: change.action,
            category: CATEGORIES[change.category],
            valid_until: 'unlimited',
            source: change.source,
            ...(change.version ? { version: change.version } : {}),
          },
        })
      }
    },
  }
}
