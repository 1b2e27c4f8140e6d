import { describe, expect, it } from 'vitest'
import { checkSignUp, fieldRules, passwordChangeSchema, updateSchema } from './fields'

const signUp = (overrides: Record<string, unknown> = {}) => ({
  ClientType: 'B2C',
  Email: ' Kunde@Example.DK ',
  Password: 'Mit-kodeord-2026',
  FirstName: 'Karen',
  LastName: 'Larsen',
  Phone: '20 30 40 50',
  Address: 'Nørregade 7',
  Zip: '1165',
  City: 'København K',
  AcceptTerms: true,
  ...overrides,
})

describe('the password rule', () => {
  const password = fieldRules('da').password
  it('wants 10 to 128 characters with at least one letter and one digit', () => {
    expect(password.safeParse('abcdefghi1').success).toBe(true)
    expect(password.safeParse('æøåæøåæøå1').success).toBe(true)
    expect(password.safeParse('abcdefgh1').success).toBe(false)
    expect(password.safeParse('abcdefghij').success).toBe(false)
    expect(password.safeParse('1234567890').success).toBe(false)
    expect(password.safeParse(`a${'1'.repeat(127)}`).success).toBe(true)
    expect(password.safeParse(`a${'1'.repeat(128)}`).success).toBe(false)
  })
})

describe('the phone, zip, CVR and EAN rules', () => {
  const f = fieldRules('en')
  it('accepts 8 digits with an optional +45, spaces ignored', () => {
    expect(f.phone.parse('+45 20 30 40 50')).toBe('+4520304050')
    expect(f.phone.parse('20-30-40-50')).toBe('20304050')
    expect(f.phone.safeParse('+46 20304050').success).toBe(false)
    expect(f.phone.safeParse('2030405').success).toBe(false)
  })
  it('accepts a postcode of 4 digits', () => {
    expect(f.zip.parse(' 8000 ')).toBe('8000')
    expect(f.zip.safeParse('800').success).toBe(false)
    expect(f.zip.safeParse('DK-8000').success).toBe(false)
  })
  it('checks the CVR modulus 11 and the EAN check digit', () => {
    expect(f.cvr.parse('1234 5674')).toBe('12345674')
    expect(f.cvr.safeParse('12345678').success).toBe(false)
    expect(f.ean.parse('5790000000005')).toBe('5790000000005')
    expect(f.ean.safeParse('5790000000006').success).toBe(false)
    expect(f.ean.parse('')).toBeNull()
    expect(f.ean.parse(undefined)).toBeUndefined()
  })
})

describe('checkSignUp', () => {
  it('normalises a consumer’s sign-up and drops business fields', () => {
    const result = checkSignUp('da', signUp({ Company: 'Ignoreres', Cvr: '12345678' }))
    expect(result.errors).toBeUndefined()
    expect(result.data).toMatchObject({ Email: 'kunde@example.dk', Phone: '20304050', Company: null, Cvr: null, Ean: null })
  })

  it('requires company and CVR of a business, the EAN optional', () => {
    expect(checkSignUp('da', signUp({ ClientType: 'B2B' })).errors).toEqual({
      Company: 'Skriv firmaets navn (højst 200 tegn).',
      Cvr: 'Skriv et gyldigt CVR-nummer på 8 cifre.',
    })
    const ok = checkSignUp('da', signUp({ ClientType: 'B2B', Company: 'Kantinen ApS', Cvr: '12345674' }))
    expect(ok.data).toMatchObject({ ClientType: 'B2B', Company: 'Kantinen ApS', Cvr: '12345674' })
  })

  it('reports the club consent together with the other fields', () => {
    expect(checkSignUp('en', signUp({ ClubMember: true, Zip: 'x' })).errors).toEqual({
      Zip: 'Enter a postcode of 4 digits.',
      ClubMemberConsent: 'Accept the club terms to become a member.',
    })
    expect(checkSignUp('en', signUp({ ClubMember: true, ClubMemberConsent: true })).errors).toBeUndefined()
  })

  it('answers a body that is not an object with errors, not an exception', () => {
    const result = checkSignUp('da', 'text')
    expect(result.errors).toBeDefined()
  })
})

describe('updateSchema', () => {
  it('leaves out what was not sent, clears what was sent empty, and ignores what a customer may not change', () => {
    const b2b = updateSchema('da', 'B2B').parse({ Ean: '', OrderedBy: 'Frederik', Cvr: '11111111', Email: 'x@y.dk' })
    expect(b2b).toEqual({
      Ean: null,
      OrderedBy: 'Frederik',
      Department: undefined,
      PlacementNumber: undefined,
      CostPlace: undefined,
      Accounting: undefined,
    })
    expect(updateSchema('da', 'B2C').parse({ Company: 'X', FirstName: 'Y' })).toEqual({ FirstName: 'Y' })
  })
})

describe('passwordChangeSchema', () => {
  it('needs the current password and a new one by the rules', () => {
    const result = passwordChangeSchema('da').safeParse({ CurrentPassword: '', NewPassword: 'kort' })
    expect(result.success).toBe(false)
    expect([...new Set(result.error?.issues.map((i) => i.path.join('.')))].sort()).toEqual(['CurrentPassword', 'NewPassword'])
  })
})
