import { readFileSync } from 'node:fs'
import { describe, expect, it, vi } from 'vitest'
import { datafordelerSuggester, splitAddressText } from './datafordeler'
import { addressSuggester, noAddressSuggester } from './suggester'

// A recorded answer modelled on Datafordeleren's documentation (see datafordeler.ts), with a duplicate, a row that
// does not end in a postcode and one without an id.
const recorded: unknown = JSON.parse(readFileSync(new URL('./datafordeler.fixture.json', import.meta.url), 'utf8'))

const answering = (body: unknown, status = 200) =>
  vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }))

describe("Datafordeleren's address search", () => {
  it('asks with the text and the key, and maps the answer to the checkout fields', async () => {
    const fetch = answering(recorded)
    const suggester = datafordelerSuggester({ url: 'https://adresse.example/api/', apiKey: 'KEY', fetch })
    const suggestions = await suggester.suggest('Vestergade 12', 8)
    const url = new URL(String(fetch.mock.calls[0]![0]))
    expect(url.origin + url.pathname).toBe('https://adresse.example/api/adresser/soeg')
    expect(url.searchParams.get('tekst')).toBe('Vestergade 12')
    expect(url.searchParams.get('token')).toBe('KEY')
    expect(suggestions).toEqual([
      {
        Id: '0a3f50a0-75e4-32b8-e044-0003ba298018',
        Text: 'Vestergade 12, 8000 Aarhus C',
        Address: 'Vestergade 12',
        Zip: '8000',
        City: 'Aarhus C',
      },
      {
        Id: '0a3f50a0-75e5-32b8-e044-0003ba298018',
        Text: 'Vestergade 12, 2. th, 8000 Aarhus C',
        Address: 'Vestergade 12, 2. th',
        Zip: '8000',
        City: 'Aarhus C',
      },
      {
        Id: '0a3f5090-48fe-32b8-e044-0003ba298018',
        Text: 'Nr. Bjertvej 87A, Nr Bjert, 6000 Kolding',
        Address: 'Nr. Bjertvej 87A',
        Zip: '6000',
        City: 'Kolding',
      },
    ])
  })

  it('stops at the limit, reads a wrapped list, and cuts the text to what the service takes', async () => {
    const fetch = answering({ resultater: recorded })
    const suggester = datafordelerSuggester({ url: 'https://adresse.example', apiKey: 'KEY', fetch })
    expect(await suggester.suggest('x'.repeat(100), 1)).toHaveLength(1)
    expect(new URL(String(fetch.mock.calls[0]![0])).searchParams.get('tekst')).toHaveLength(73)
  })

  it('fails on an error answer (the service turns it into no suggestions)', async () => {
    const suggester = datafordelerSuggester({ url: 'https://adresse.example', apiKey: 'KEY', fetch: answering({}, 503) })
    await expect(suggester.suggest('Vestergade', 8)).rejects.toThrow('503')
  })

  it('splits floor and door from a supplementary town name', () => {
    expect(splitAddressText('Augustenborggade 5, st. tv, 8000 Aarhus C')).toEqual({
      Address: 'Augustenborggade 5, st. tv',
      Zip: '8000',
      City: 'Aarhus C',
    })
    expect(splitAddressText('Strandvejen 1, Strandby, 9970 Strandby')?.Address).toBe('Strandvejen 1')
    expect(splitAddressText('8000 Aarhus C')).toBeNull()
    expect(splitAddressText('Vestergade 1')).toBeNull()
  })
})

describe('choosing the suggester', () => {
  it('is none without both the URL and the key', async () => {
    expect(addressSuggester({})).toBe(noAddressSuggester)
    expect(addressSuggester({ url: 'https://adresse.example' })).toBe(noAddressSuggester)
    expect(addressSuggester({ apiKey: 'KEY' })).toBe(noAddressSuggester)
    expect(await noAddressSuggester.suggest('Vestergade', 8)).toEqual([])
    expect(addressSuggester({ url: 'https://adresse.example', apiKey: 'KEY', fetch: answering([]) }).configured).toBe(true)
  })
})
