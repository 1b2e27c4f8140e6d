/**
 * PostNord service points (docs/architecture.md §6, docs/api/README.md "Checkout"): the ServiceLocation shape the checkout answers with, the
 * provider interface, and the choice between PostNord's API and the built-in data file the demo and tests use.
 */
import { createLocalServicePoints } from './local-service-points'
import { createPostNordServicePoints } from './postnord-api'

/** docs/api/README.md: one entry of `ServiceLocations`. OpeningHours are display lines such as "Man-fre 08:00-21:00". */
export interface ServiceLocation {
  Id: string
  Name: string
  Street: string
  Zip: string
  City: string
  DistanceMeters: number
  OpeningHours: string[]
}

export interface ServicePointQuery {
  zip: string
  street?: string | null
  city?: string | null
  /** How many to return; DEFAULT_SERVICE_POINT_COUNT when absent, never more than MAX_SERVICE_POINT_COUNT. */
  limit?: number
}

export interface ServicePointProvider {
  readonly name: 'local' | 'postnord'
  /** Nearest first. A postal code that is not Danish gives []. */
  nearest(query: ServicePointQuery, signal?: AbortSignal): Promise<ServiceLocation[]>
  /** The service point a shopper picked earlier, or null when it is unknown; DistanceMeters is 0. */
  byId(id: string, signal?: AbortSignal): Promise<ServiceLocation | null>
}

/** Shop rules (docs/product.md is silent): PostNord's own checkout widget shows 5; more than 10 is a list nobody reads. */
export const DEFAULT_SERVICE_POINT_COUNT = 5
export const MAX_SERVICE_POINT_COUNT = 10

/** docs/architecture.md §6: Danish postal codes are 4 digits; the lowest in use is 0800 (Høje Taastrup, businesses). */
const POSTAL_CODE_MIN = 800
const POSTAL_CODE_MAX = 9990

export function isDanishPostalCode(zip: string): boolean {
  if (!/^\d{4}$/.test(zip)) return false
  const code = Number(zip)
  return code >= POSTAL_CODE_MIN && code <= POSTAL_CODE_MAX
}

/** The number of service points to return for a requested limit: the default unless a whole number from 1 up. */
export function servicePointCount(limit?: number): number {
  if (limit === undefined || !Number.isFinite(limit) || limit < 1) return DEFAULT_SERVICE_POINT_COUNT
  return Math.min(MAX_SERVICE_POINT_COUNT, Math.floor(limit))
}

let localProvider: ServicePointProvider | undefined
let postNordProvider: { apiKey: string; fetchImpl?: typeof fetch; provider: ServicePointProvider } | undefined

/** PostNord's API when an API key is configured, else the built-in provider. Each is built once and reused. */
export function servicePointProvider(options: { apiKey?: string; fetchImpl?: typeof fetch }): ServicePointProvider {
  const apiKey = options.apiKey?.trim()
  if (!apiKey) {
    localProvider ??= createLocalServicePoints()
    return localProvider
  }
  if (postNordProvider?.apiKey !== apiKey || postNordProvider.fetchImpl !== options.fetchImpl) {
    const provider = createPostNordServicePoints({ apiKey, fetchImpl: options.fetchImpl })
    postNordProvider = { apiKey, fetchImpl: options.fetchImpl, provider }
  }
  return postNordProvider.provider
}
