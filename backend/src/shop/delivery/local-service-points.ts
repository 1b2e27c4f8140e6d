/**
 * The built-in stand-in for PostNord's service point search, used by the demo and the tests: service points from a
 * data file, ranked by great-circle distance from the centre of the shopper's postal code.
 */
import postalCodeData from './data/postal-codes.json' with { type: 'json' }
import servicePointData from './data/service-points.json' with { type: 'json' }
import {
  isDanishPostalCode,
  servicePointCount,
  type ServiceLocation,
  type ServicePointProvider,
  type ServicePointQuery,
} from './service-points'

interface Coordinates {
  Lat: number
  Lon: number
}

interface StoredServicePoint extends Coordinates {
  Id: string
  Name: string
  Street: string
  Zip: string
  City: string
  OpeningHours: string[]
}

interface PostalCodeCentre extends Coordinates {
  City: string
}

/** The mean Earth radius (IUGG), the usual choice for haversine distances. */
const EARTH_RADIUS_METRES = 6_371_008.8

const servicePoints: readonly StoredServicePoint[] = servicePointData
const postalCodes: Readonly<Record<string, PostalCodeCentre>> = postalCodeData
const knownCodes = Object.keys(postalCodes)
  .map(Number)
  .sort((a, b) => a - b)

/** Great-circle distance by the haversine formula; good to a few metres at Danish distances. */
export function distanceMetres(from: Coordinates, to: Coordinates): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180
  const dLat = radians(to.Lat - from.Lat)
  const dLon = radians(to.Lon - from.Lon)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.Lat)) * Math.cos(radians(to.Lat)) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)))
}

/**
 * The centre of a postal code. The file holds the common codes only; for any other valid code the numerically
 * nearest known one stands in, since Danish codes are handed out by region and neighbouring numbers lie close
 * together. On a tie the lower code wins, so the answer never depends on the order of the file.
 */
function postalCodeCentre(zip: string): PostalCodeCentre {
  const exact = postalCodes[zip]
  if (exact) return exact
  const code = Number(zip)
  let nearest = knownCodes[0]
  for (const known of knownCodes) {
    if (Math.abs(known - code) < Math.abs(nearest - code)) nearest = known
  }
  return postalCodes[String(nearest).padStart(4, '0')]
}

function toServiceLocation(point: StoredServicePoint, distance: number): ServiceLocation {
  return {
    Id: point.Id,
    Name: point.Name,
    Street: point.Street,
    Zip: point.Zip,
    City: point.City,
    DistanceMeters: Math.round(distance),
    OpeningHours: [...point.OpeningHours],
  }
}

export function createLocalServicePoints(): ServicePointProvider {
  return {
    name: 'local',

    // The street is ignored: the data file has no street coordinates, so any "nudge" by street would be invented.
    // Distances are therefore measured from the postal code's centre, and the city adds nothing the code lacks.
    async nearest(query: ServicePointQuery, signal?: AbortSignal): Promise<ServiceLocation[]> {
      signal?.throwIfAborted()
      const zip = query.zip.trim()
      if (!isDanishPostalCode(zip)) return []
      const origin = postalCodeCentre(zip)
      return servicePoints
        .map((point) => ({ point, distance: distanceMetres(origin, point) }))
        .sort((a, b) => a.distance - b.distance || a.point.Id.localeCompare(b.point.Id))
        .slice(0, servicePointCount(query.limit))
        .map(({ point, distance }) => toServiceLocation(point, distance))
    },

    async byId(id: string, signal?: AbortSignal): Promise<ServiceLocation | null> {
      signal?.throwIfAborted()
      const point = servicePoints.find((candidate) => candidate.Id === id)
      return point ? toServiceLocation(point, 0) : null
    },
  }
}
