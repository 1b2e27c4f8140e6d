import { describe, expect, it } from 'vitest'
import { toCustomer, toCustomerSettings, type CustomerSource } from './view'

function doc(overrides: Partial<CustomerSource> = {}): CustomerSource {
  return {
    email: 'kunde@delikat.dk',
    firstName: 'Kirsten',
    lastName: 'Kunde',
    clientType: 'B2C',
    hardId: '0b0c1d2e-3f40-4152-8637-48495a6b7c8d',
    customerType: 'Private',
    phone: '20304050',
    address: 'Vestergade 12',
    zip: '8000',
    city: 'Aarhus C',
    deliveryAddresses: [
      {
        uid: 'a1',
        name: 'Kirsten Kunde',
        company: '',
        address: 'Sommerhusvej 3',
        zip: '3100',
        city: 'Hornbæk',
        phone: null,
        isDefault: true,
        id: 'x',
      },
      { uid: 'a2', name: 'Mor', address: 'Bakken 1', zip: '5000', city: 'Odense C', phone: '+4511223344' },
    ],
    clubMember: true,
    clubMemberConsentAt: '2026-11-01T10:00:00.000Z',
    newsletter: false,
    legitimateInterests: ['Events'],
    ...overrides,
  }
}

describe('toCustomer', () => {
  it('maps a consumer to the contract shape, with null business fields and CanImpersonate false', () => {
    expect(toCustomer(doc({ company: 'Left by staff', cvr: '12345674' }))).toEqual({
      Email: 'kunde@delikat.dk',
      FirstName: 'Kirsten',
      LastName: 'Kunde',
      Phone: '20304050',
      Address: 'Vestergade 12',
      Zip: '8000',
      City: 'Aarhus C',
      ClientType: 'B2C',
      HardId: '0b0c1d2e-3f40-4152-8637-48495a6b7c8d',
      CustomerType: 'Private',
      CanImpersonate: false,
      Company: null,
      Cvr: null,
      Ean: null,
      OrderedBy: null,
      Department: null,
      PlacementNumber: null,
      CostPlace: null,
      Accounting: null,
      DeliveryAddresses: [
        {
          Uid: 'a1',
          Name: 'Kirsten Kunde',
          Company: null,
          Address: 'Sommerhusvej 3',
          Zip: '3100',
          City: 'Hornbæk',
          Phone: null,
          IsDefault: true,
        },
        {
          Uid: 'a2',
          Name: 'Mor',
          Company: null,
          Address: 'Bakken 1',
          Zip: '5000',
          City: 'Odense C',
          Phone: '+4511223344',
          IsDefault: false,
        },
      ],
      ClubMember: true,
      Newsletter: false,
      LegitimateInterests: ['Events'],
    })
  })

  it('gives a business customer the business fields, empty ones as null', () => {
    const customer = toCustomer(
      doc({
        clientType: 'B2B',
        company: 'Restaurant Smagen ApS',
        cvr: '12345674',
        ean: '',
        orderedBy: 'Frederik',
        department: null,
        placementNumber: 'K-12',
        costPlace: undefined,
        accounting: '4010',
      }),
    )
    expect(customer).toMatchObject({
      ClientType: 'B2B',
      Company: 'Restaurant Smagen ApS',
      Cvr: '12345674',
      Ean: null,
      OrderedBy: 'Frederik',
      Department: null,
      PlacementNumber: 'K-12',
      CostPlace: null,
      Accounting: '4010',
      CanImpersonate: false,
    })
  })

  it('answers an empty list and false flags for a customer with nothing saved', () => {
    const customer = toCustomer({ email: 'ny@example.dk', firstName: 'Ny', lastName: 'Kunde', clientType: 'B2C' })
    expect(customer).toMatchObject({
      Phone: null,
      Address: null,
      HardId: null,
      DeliveryAddresses: [],
      ClubMember: false,
      Newsletter: false,
      LegitimateInterests: [],
    })
  })
})

describe('toCustomerSettings', () => {
  it('reports the club consent as a flag, not a date', () => {
    expect(toCustomerSettings(doc())).toEqual({
      ClubMember: true,
      ClubMemberConsent: true,
      Newsletter: false,
      LegitimateInterests: ['Events'],
    })
    expect(toCustomerSettings(doc({ clubMemberConsentAt: null, newsletter: true, legitimateInterests: null }))).toEqual({
      ClubMember: true,
      ClubMemberConsent: false,
      Newsletter: true,
      LegitimateInterests: [],
    })
  })
})
