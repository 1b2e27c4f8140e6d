import { describe, expect, it } from 'vitest'
import postalCodes from './data/postal-codes.json' with { type: 'json' }
import servicePoints from './data/service-points.json' with { type: 'json' }
import { createLocalServicePoints } from './local-service-points'
import { createPostNordServicePoints, openingHourLines, PostNordApiError, splitStreet } from './postnord-api'
import { isDanishPostalCode, servicePointProvider, type ServiceLocation } from './service-points'

const local = createLocalServicePoints()
const zipNumber = (location: ServiceLocation) => Number(location.Zip)

describe('the local provider', () => {
  it('gives the 5 nearest for 8000, all in Aarhus, nearest first in whole metres', async () => {
    const found = await local.nearest({ zip: '8000' })
    expect(found).toHaveLength(5)
    for (const location of found) {
      expect(zipNumber(location)).toBeGreaterThanOrEqual(8000)
      expect(zipNumber(location)).toBeLessThanOrEqual(8270)
      expect(Number.isInteger(location.DistanceMeters)).toBe(true)
      expect(location.OpeningHours.length).toBeGreaterThan(0)
    }
    const distances = found.map((location) => location.DistanceMeters)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
    expect(distances[0]).toBeLessThan(2_000)
  })

  it('gives Copenhagen points for a Copenhagen code, Odense points for Odense and Rønne points on Bornholm', async () => {
    for (const location of await local.nearest({ zip: '2100' })) expect(zipNumber(location)).toBeLessThan(3000)
    for (const location of await local.nearest({ zip: '5000' })) expect(location.City).toMatch(/^Odense/)
    const bornholm = await local.nearest({ zip: '3700', limit: 2 })
    expect(bornholm.map((location) => location.City)).toEqual(['Rønne', 'Rønne'])
  })

  it('honours a limit, caps it at 10 and falls back to 5 for a meaningless one', async () => {
    expect(await local.nearest({ zip: '9000', limit: 8 })).toHaveLength(8)
    expect(await local.nearest({ zip: '9000', limit: 50 })).toHaveLength(10)
    expect(await local.nearest({ zip: '9000', limit: 0 })).toHaveLength(5)
    expect(await local.nearest({ zip: '9000', limit: Number.NaN })).toHaveLength(5)
  })

  it('answers a valid code missing from the file with the points of the numerically nearest known code', async () => {
    expect(postalCodes).not.toHaveProperty('8999')
    expect(postalCodes).not.toHaveProperty('4999')
    expect(await local.nearest({ zip: '8999' })).toEqual(await local.nearest({ zip: '9000' }))
    expect(await local.nearest({ zip: '4999' })).toEqual(await local.nearest({ zip: '5000' }))
    const aalborg = await local.nearest({ zip: '8999' })
    expect(aalborg[0].City).toMatch(/^Aalborg/)
  })

  it('gives nothing for a code that is not Danish', async () => {
    for (const zip of ['', '123', '12345', 'abcd', '80 0', '0799', '9991', '9999']) {
      expect(await local.nearest({ zip })).toEqual([])
    }
  })

  it('finds a service point by id with distance 0 and misses an unknown one', async () => {
    const [first] = await local.nearest({ zip: '8000', limit: 1 })
    const again = await local.byId(first.Id)
    expect(again).toEqual({ ...first, DistanceMeters: 0 })
    expect(await local.byId('DK-000000')).toBeNull()
    expect(await local.byId('')).toBeNull()
  })

  it('refuses a lookup whose caller has already given up', async () => {
    const controller = new AbortController()
    controller.abort()
    await expect(local.nearest({ zip: '8000' }, controller.signal)).rejects.toThrow()
  })
})

const API_KEY = 'secret-key-1234567890'

interface FakeCall {
  url: URL
  init?: RequestInit
}

function fakeFetch(answer: () => Response | Promise<Response>) {
  const calls: FakeCall[] = []
  const impl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: new URL(String(input)), init })
    return answer()
  }) as typeof fetch
  return { calls, impl }
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

const week = (open: string, close: string, days: string[]) =>
  days.map((day) => ({ openDay: day, openTime: open, closeDay: day, closeTime: close }))

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']

const postNordAnswer = {
  servicePointInformationResponse: {
    servicePoints: [
      {
        servicePointId: '2870',
        name: 'Pakkeshop Netto Frederiksbjerg',
        visitingAddress: { streetName: 'Jægergårdsgade', streetNumber: '90', postalCode: '8000', city: 'Aarhus C', countryCode: 'DK' },
        routeDistance: 412.6,
        openingHours: { postalServices: [...week('0800', '2100', WEEKDAYS), ...week('0900', '1800', ['Saturday', 'Sunday'])] },
      },
      {
        servicePointId: 96012,
        name: 'Pakkeshop Kiosken Mejlgade',
        visitingAddress: { streetName: 'Mejlgade', streetNumber: '12B', postalCode: '8000', city: 'Aarhus C' },
        routeDistance: 255,
        openingHours: { postalServices: [...week('10:00', '18:00', WEEKDAYS), ...week('10:00', '14:00', ['Saturday'])] },
      },
    ],
  },
}

describe('the PostNord adapter', () => {
  it('asks for the nearest points by address, carrying the key only as apikey', async () => {
    const fake = fakeFetch(() => json(postNordAnswer))
    const postnord = createPostNordServicePoints({ apiKey: API_KEY, fetchImpl: fake.impl })
    await postnord.nearest({ zip: '8000', street: 'Jægergårdsgade 90, 2. th', city: 'Aarhus C' })

    expect(fake.calls).toHaveLength(1)
    const { url, init } = fake.calls[0]
    expect(`${url.origin}${url.pathname}`).toBe('https://api2.postnord.com/rest/businesslocation/v5/servicepoints/nearest/byaddress')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      apikey: API_KEY,
      returnType: 'json',
      countryCode: 'DK',
      postalCode: '8000',
      streetName: 'Jægergårdsgade',
      streetNumber: '90',
      city: 'Aarhus C',
      numberOfServicePoints: '5',
      srId: 'EPSG:4326',
      locale: 'da',
    })
    expect(url.searchParams.getAll('apikey')).toEqual([API_KEY])
    expect(JSON.stringify(init?.headers ?? {})).not.toContain(API_KEY)
    expect(init?.signal).toBeInstanceOf(AbortSignal)
  })

  it('maps the answer to ServiceLocation, nearest first, with the opening hours grouped by day', async () => {
    const postnord = createPostNordServicePoints({ apiKey: API_KEY, fetchImpl: fakeFetch(() => json(postNordAnswer)).impl })
    expect(await postnord.nearest({ zip: '8000' })).toEqual([
      {
        Id: '96012',
        Name: 'Pakkeshop Kiosken Mejlgade',
        Street: 'Mejlgade 12B',
        Zip: '8000',
        City: 'Aarhus C',
        DistanceMeters: 255,
        OpeningHours: ['Man-fre 10:00-18:00', 'Lør 10:00-14:00', 'Søn lukket'],
      },
      {
        Id: '2870',
        Name: 'Pakkeshop Netto Frederiksbjerg',
        Street: 'Jægergårdsgade 90',
        Zip: '8000',
        City: 'Aarhus C',
        DistanceMeters: 413,
        OpeningHours: ['Man-fre 08:00-21:00', 'Lør-søn 09:00-18:00'],
      },
    ])
  })

  it('caps the number asked for, leaves out an absent street and asks nothing for a code that is not Danish', async () => {
    const fake = fakeFetch(() => json({ servicePointInformationResponse: {} }))
    const postnord = createPostNordServicePoints({ apiKey: API_KEY, fetchImpl: fake.impl })
    expect(await postnord.nearest({ zip: '2100', street: '  ', limit: 40 })).toEqual([])
    expect(fake.calls[0].url.searchParams.get('numberOfServicePoints')).toBe('10')
    expect(fake.calls[0].url.searchParams.has('streetName')).toBe(false)
    expect(await postnord.nearest({ zip: '123' })).toEqual([])
    expect(fake.calls).toHaveLength(1)
  })

  it('looks one service point up by id, with distance 0, and gives null when PostNord knows none', async () => {
    let answer: unknown = {
      servicePointInformationResponse: { servicePoints: [postNordAnswer.servicePointInformationResponse.servicePoints[0]] },
    }
    const fake = fakeFetch(() => json(answer))
    const postnord = createPostNordServicePoints({ apiKey: API_KEY, fetchImpl: fake.impl })
    const found = await postnord.byId('2870')
    expect(found).toMatchObject({ Id: '2870', Street: 'Jægergårdsgade 90', DistanceMeters: 0 })
    const { url } = fake.calls[0]
    expect(url.pathname).toBe('/rest/businesslocation/v5/servicepoints/ids')
    expect(url.searchParams.get('ids')).toBe('2870')
    expect(url.searchParams.get('countryCode')).toBe('DK')
    expect(url.searchParams.get('apikey')).toBe(API_KEY)

    answer = { servicePointInformationResponse: { servicePoints: [] } }
    expect(await postnord.byId('9999999')).toBeNull()
  })

  it.each([401, 500])('throws an error naming PostNord and HTTP %i, without the key', async (status) => {
    const postnord = createPostNordServicePoints({
      apiKey: API_KEY,
      fetchImpl: fakeFetch(() => json({ message: `bad key ${API_KEY}` }, status)).impl,
    })
    const error = await postnord.nearest({ zip: '8000' }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(PostNordApiError)
    expect((error as PostNordApiError).status).toBe(status)
    expect((error as Error).message).toMatch(/PostNord/)
    expect((error as Error).message).toContain(String(status))
    expect((error as Error).message).not.toContain(API_KEY)
  })

  it.each([
    ['not JSON', () => new Response('<html>Service Unavailable</html>', { status: 200 })],
    ['without the envelope', () => json({ servicePoints: [] })],
    [
      'with a point missing its address',
      () => json({ servicePointInformationResponse: { servicePoints: [{ servicePointId: '1', name: 'X' }] } }),
    ],
  ])('throws on a malformed body (%s), without the key', async (_case, answer) => {
    const postnord = createPostNordServicePoints({ apiKey: API_KEY, fetchImpl: fakeFetch(answer).impl })
    const error = await postnord.nearest({ zip: '8000' }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(PostNordApiError)
    expect((error as Error).message).toMatch(/PostNord answered with a malformed body/)
    expect((error as Error).message).not.toContain(API_KEY)
  })

  it('keeps the key out of a network error that quotes the URL', async () => {
    const failing = (async (input: RequestInfo | URL) => {
      throw new TypeError(`getaddrinfo ENOTFOUND while fetching ${String(input)}`)
    }) as typeof fetch
    const postnord = createPostNordServicePoints({ apiKey: API_KEY, fetchImpl: failing })
    const error = await postnord.nearest({ zip: '8000' }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(PostNordApiError)
    expect((error as Error).message).toMatch(/PostNord could not be reached/)
    expect((error as Error).message).not.toContain(API_KEY)
  })

  it('gives up when PostNord does not answer in time', async () => {
    const hanging = ((_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
      })) as typeof fetch
    const postnord = createPostNordServicePoints({ apiKey: API_KEY, fetchImpl: hanging, timeoutMs: 20 })
    await expect(postnord.nearest({ zip: '8000' })).rejects.toThrow(/PostNord did not answer within/)
  })
})

describe('openingHourLines and splitStreet', () => {
  it('reads Danish day names and clock times with a colon, and skips what it cannot read', () => {
    expect(
      openingHourLines([
        ...week('07:00', '22:00', ['mandag', 'tirsdag', 'onsdag', 'torsdag', 'fredag', 'lørdag', 'søndag']),
        { openDay: 'Someday', openTime: '0800', closeTime: '1600' },
        { openDay: 'Monday', openTime: 'noon', closeTime: '1600' },
      ]),
    ).toEqual(['Man-søn 07:00-22:00'])
    expect(openingHourLines([])).toEqual([])
  })

  it('splits the house number off a Danish street address', () => {
    expect(splitStreet('Vesterbrogade 2B')).toEqual({ streetName: 'Vesterbrogade', streetNumber: '2B' })
    expect(splitStreet('H.C. Andersens Boulevard 27, 3. tv')).toEqual({ streetName: 'H.C. Andersens Boulevard', streetNumber: '27' })
    expect(splitStreet('Strøget')).toEqual({ streetName: 'Strøget' })
  })
})

describe('servicePointProvider', () => {
  it('picks PostNord when an API key is set and the built-in provider without one, reusing each', () => {
    const postnord = servicePointProvider({ apiKey: API_KEY })
    expect(postnord.name).toBe('postnord')
    expect(servicePointProvider({ apiKey: API_KEY })).toBe(postnord)
    const builtIn = servicePointProvider({})
    expect(builtIn.name).toBe('local')
    expect(servicePointProvider({ apiKey: '  ' })).toBe(builtIn)
  })
})

describe('the service point data', () => {
  const codes: Record<string, { City: string; Lat: number; Lon: number }> = postalCodes

  it('places every service point in a known postal code, under that code’s town name', () => {
    for (const point of servicePoints) {
      expect(codes[point.Zip], `${point.Id} ${point.Zip}`).toBeDefined()
      expect(point.City, point.Id).toBe(codes[point.Zip].City)
    }
  })

  it('has unique ids of the form DK-123456, a street with a number and opening hours', () => {
    const ids = servicePoints.map((point) => point.Id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const point of servicePoints) {
      expect(point.Id).toMatch(/^DK-\d{6}$/)
      expect(point.Street, point.Id).toMatch(/\d/)
      expect(point.OpeningHours.length, point.Id).toBeGreaterThan(0)
    }
  })

  it('keeps every coordinate inside Denmark', () => {
    for (const place of [...servicePoints, ...Object.values(codes)]) {
      expect(place.Lat).toBeGreaterThanOrEqual(54.5)
      expect(place.Lat).toBeLessThanOrEqual(57.8)
      expect(place.Lon).toBeGreaterThanOrEqual(8.0)
      expect(place.Lon).toBeLessThanOrEqual(15.2)
    }
  })

  it('knows at least 150 postal codes beyond those of the service points, all of them valid', () => {
    const used = new Set(servicePoints.map((point) => point.Zip))
    expect(Object.keys(codes).filter((zip) => !used.has(zip)).length).toBeGreaterThanOrEqual(150)
    for (const zip of Object.keys(codes)) expect(isDanishPostalCode(zip), zip).toBe(true)
  })
})
