/**
 * PostNord's public Business Location API v5 behind ServicePointProvider: the nearest service points for an address
 * and one service point by id, mapped to docs/api/README.md's ServiceLocation. The API key travels only as the `apikey` query
 * parameter and is never put into an error message.
 */
import { z } from 'zod'
import {
  isDanishPostalCode,
  servicePointCount,
  type ServiceLocation,
  type ServicePointProvider,
  type ServicePointQuery,
} from './service-points'

export const POSTNORD_SERVICE_POINTS_URL = 'https://api2.postnord.com/rest/businesslocation/v5/servicepoints'

/** A checkout waits for this lookup; past 5 s the shopper is better served by an error and another try. */
export const POSTNORD_TIMEOUT_MS = 5_000

/** A failed PostNord call. `status` is the HTTP status when PostNord answered at all. */
export class PostNordApiError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message)
    this.name = 'PostNordApiError'
  }
}

const openingHourSchema = z.object({
  openDay: z.string(),
  openTime: z.string(),
  closeDay: z.string().optional(),
  closeTime: z.string(),
})

const servicePointSchema = z.object({
  servicePointId: z.union([z.string().min(1), z.number()]).transform(String),
  name: z.string(),
  visitingAddress: z.object({
    streetName: z.string().optional(),
    streetNumber: z.string().optional(),
    postalCode: z.string(),
    city: z.string(),
  }),
  // Metres along the road from the searched address; the lookup by id has no address and so no distance.
  routeDistance: z.number().nonnegative().optional(),
  openingHours: z.object({ postalServices: z.array(openingHourSchema).optional() }).optional(),
})

const answerSchema = z.object({
  servicePointInformationResponse: z.object({
    // PostNord leaves the list out when nothing matched.
    servicePoints: z.array(servicePointSchema).optional(),
  }),
})

type PostNordServicePoint = z.infer<typeof servicePointSchema>
type PostNordOpeningHour = z.infer<typeof openingHourSchema>

/** Monday first, as Danish opening hours are written. */
const DANISH_DAYS = ['Man', 'Tir', 'Ons', 'Tor', 'Fre', 'Lør', 'Søn'] as const

/** PostNord names days in English; the Nordic spellings are accepted too in case the locale ever changes that. */
const DAY_INDEX: Record<string, number> = Object.fromEntries(
  [
    ['monday', 'mandag', 'måndag'],
    ['tuesday', 'tirsdag', 'tisdag'],
    ['wednesday', 'onsdag'],
    ['thursday', 'torsdag'],
    ['friday', 'fredag'],
    ['saturday', 'lørdag', 'lördag'],
    ['sunday', 'søndag', 'söndag'],
  ].flatMap((names, index) => names.map((name) => [name, index])),
)

/** "0800", "08:00" and "8:00" all become "08:00"; anything else is not a time. */
function clockTime(value: string): string | null {
  const match = /^(\d{1,2}):?(\d{2})$/.exec(value.trim())
  if (!match) return null
  const [hours, minutes] = [Number(match[1]), Number(match[2])]
  if (hours > 24 || minutes > 59) return null
  return `${String(hours).padStart(2, '0')}:${match[2]}`
}

/**
 * Opening hours as display lines, consecutive days with the same hours grouped: "Man-fre 08:00-21:00", "Lør 09:00-16:00",
 * "Søn lukket". An entry with a day or time we cannot read is left out rather than failing the whole lookup, since the
 * hours only inform the shopper; with no readable entry at all the hours are unknown and the list is empty.
 */
export function openingHourLines(entries: readonly PostNordOpeningHour[]): string[] {
  const spansByDay: string[][] = DANISH_DAYS.map(() => [])
  let readable = 0
  for (const entry of entries) {
    const day = DAY_INDEX[entry.openDay.trim().toLowerCase()]
    const open = clockTime(entry.openTime)
    const close = clockTime(entry.closeTime)
    if (day === undefined || !open || !close) continue
    spansByDay[day].push(`${open}-${close}`)
    readable++
  }
  if (readable === 0) return []

  const hoursByDay = spansByDay.map((spans) => (spans.length ? spans.sort().join(', ') : 'lukket'))
  const lines: string[] = []
  for (let first = 0; first < hoursByDay.length;) {
    let last = first
    while (last + 1 < hoursByDay.length && hoursByDay[last + 1] === hoursByDay[first]) last++
    const days = first === last ? DANISH_DAYS[first] : `${DANISH_DAYS[first]}-${DANISH_DAYS[last].toLowerCase()}`
    lines.push(`${days} ${hoursByDay[first]}`)
    first = last + 1
  }
  return lines
}

/** "Jægergårdsgade 90, 2. th" → name "Jægergårdsgade", number "90": PostNord takes the two apart. */
export function splitStreet(street: string): { streetName: string; streetNumber?: string } {
  const trimmed = street.trim()
  const match = /^(.*?\D)\s*(\d+\s?[A-Za-zÆØÅæøå]?)(?=$|[\s,.])/.exec(trimmed)
  if (!match) return { streetName: trimmed }
  return { streetName: match[1].trim(), streetNumber: match[2].replace(/\s/g, '') }
}

function toServiceLocation(point: PostNordServicePoint): ServiceLocation {
  const address = point.visitingAddress
  return {
    Id: point.servicePointId,
    Name: point.name,
    Street: [address.streetName, address.streetNumber].filter(Boolean).join(' '),
    Zip: address.postalCode,
    City: address.city,
    DistanceMeters: Math.round(point.routeDistance ?? 0),
    OpeningHours: openingHourLines(point.openingHours?.postalServices ?? []),
  }
}

export function createPostNordServicePoints(options: {
  apiKey: string
  fetchImpl?: typeof fetch
  timeoutMs?: number
}): ServicePointProvider {
  const { apiKey } = options
  const timeoutMs = options.timeoutMs ?? POSTNORD_TIMEOUT_MS

  /** Whatever a lower layer says may echo the URL, and with it the key. */
  const redact = (text: string) => text.split(apiKey).join('***').split(encodeURIComponent(apiKey)).join('***')

  async function get(path: string, params: Record<string, string | undefined>, signal?: AbortSignal) {
    const search = new URLSearchParams({ apikey: apiKey })
    for (const [name, value] of Object.entries(params)) if (value) search.set(name, value)
    const timeout = AbortSignal.timeout(timeoutMs)
    const doFetch = options.fetchImpl ?? fetch

    let response: Response
    try {
      response = await doFetch(`${POSTNORD_SERVICE_POINTS_URL}/${path}?${search}`, {
        headers: { accept: 'application/json' },
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      })
    } catch (error) {
      // The caller's own abort is not PostNord's failure: pass it on unchanged.
      if (signal?.aborted) throw signal.reason
      if (timeout.aborted) throw new PostNordApiError(`PostNord did not answer within ${timeoutMs / 1000} s`)
      const reason = error instanceof Error ? error.message : String(error)
      throw new PostNordApiError(`PostNord could not be reached: ${redact(reason)}`)
    }

    if (!response.ok) {
      throw new PostNordApiError(`PostNord answered HTTP ${response.status} to the service point lookup`, response.status)
    }
    let body: unknown
    try {
      body = await response.json()
    } catch {
      throw new PostNordApiError('PostNord answered with a malformed body (not JSON)', response.status)
    }
    const parsed = answerSchema.safeParse(body)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      const where = issue.path.join('.') || 'body'
      throw new PostNordApiError(`PostNord answered with a malformed body at ${where}: ${issue.message}`, response.status)
    }
    return (parsed.data.servicePointInformationResponse.servicePoints ?? []).map(toServiceLocation)
  }

  return {
    name: 'postnord',

    async nearest(query: ServicePointQuery, signal?: AbortSignal): Promise<ServiceLocation[]> {
      const zip = query.zip.trim()
      if (!isDanishPostalCode(zip)) return []
      const street = query.street?.trim() ? splitStreet(query.street) : undefined
      const count = servicePointCount(query.limit)
      const points = await get(
        'nearest/byaddress',
        {
          returnType: 'json',
          countryCode: 'DK',
          postalCode: zip,
          streetName: street?.streetName,
          streetNumber: street?.streetNumber,
          city: query.city?.trim(),
          numberOfServicePoints: String(count),
          srId: 'EPSG:4326',
          locale: 'da',
        },
        signal,
      )
      // PostNord orders by its own measure; the shopper sees the distances, so the list follows them.
      return points.sort((a, b) => a.DistanceMeters - b.DistanceMeters).slice(0, count)
    },

    async byId(id: string, signal?: AbortSignal): Promise<ServiceLocation | null> {
      const trimmed = id.trim()
      if (!trimmed) return null
      const points = await get('ids', { countryCode: 'DK', ids: trimmed, returnType: 'json', locale: 'da' }, signal)
      const point = points.find((candidate) => candidate.Id === trimmed)
      return point ? { ...point, DistanceMeters: 0 } : null
    },
  }
}
