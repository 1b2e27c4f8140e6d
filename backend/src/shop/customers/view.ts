/** A customer document mapped to the contract's shapes (docs/api/customers.md): the one place that does it. */
import type { Customer as CustomerDoc } from '../../payload-types'

export const LEGITIMATE_INTERESTS = ['ProductRecommendations', 'Events', 'Surveys'] as const
export type LegitimateInterest = (typeof LEGITIMATE_INTERESTS)[number]

export interface DeliveryAddress {
  Uid: string
  Name: string
  Company: string | null
  Address: string
  Zip: string
  City: string
  Phone: string | null
  IsDefault: boolean
}

export interface Customer {
  Email: string
  FirstName: string
  LastName: string
  Phone: string | null
  Address: string | null
  Zip: string | null
  City: string | null
  ClientType: 'B2C' | 'B2B'
  HardId: string | null
  CustomerType: string | null
  /**
   * Only staff may act as a customer (docs/product.md §6): true while a staff member acts as this customer
   * (docs/api/impersonation.md), false for the customer themselves.
   */
  CanImpersonate: boolean
  Company: string | null
  Cvr: string | null
  Ean: string | null
  OrderedBy: string | null
  Department: string | null
  PlacementNumber: string | null
  CostPlace: string | null
  Accounting: string | null
  DeliveryAddresses: DeliveryAddress[]
  ClubMember: boolean
  Newsletter: boolean
  LegitimateInterests: LegitimateInterest[]
}

export interface CustomerSettings {
  ClubMember: boolean
  ClubMemberConsent: boolean
  Newsletter: boolean
  LegitimateInterests: LegitimateInterest[]
}

/** The fields the mapping reads; a document read with any depth or select that includes them will do. */
export type CustomerSource = Pick<CustomerDoc, 'email' | 'firstName' | 'lastName' | 'clientType'> &
  Partial<
    Pick<
      CustomerDoc,
      | 'phone'
      | 'address'
      | 'zip'
      | 'city'
      | 'hardId'
      | 'customerType'
      | 'company'
      | 'cvr'
      | 'ean'
      | 'orderedBy'
      | 'department'
      | 'placementNumber'
      | 'costPlace'
      | 'accounting'
      | 'deliveryAddresses'
      | 'clubMember'
      | 'clubMemberConsentAt'
      | 'newsletter'
      | 'legitimateInterests'
    >
  >

/** Empty text is no text: the contract says null. */
const text = (value: string | null | undefined): string | null => (value && value.trim() !== '' ? value : null)

export function toCustomer(doc: CustomerSource, options: { actingStaff?: boolean } = {}): Customer {
  const b2b = doc.clientType === 'B2B'
  // The business fields mean nothing for a consumer, whatever staff left in them.
  const business = (value: string | null | undefined) => (b2b ? text(value) : null)
  return {
    Email: doc.email,
    FirstName: doc.firstName,
    LastName: doc.lastName,
    Phone: text(doc.phone),
    Address: text(doc.address),
    Zip: text(doc.zip),
    City: text(doc.city),
    ClientType: b2b ? 'B2B' : 'B2C',
    HardId: text(doc.hardId),
    CustomerType: text(doc.customerType),
    CanImpersonate: options.actingStaff === true,
    Company: business(doc.company),
    Cvr: business(doc.cvr),
    Ean: business(doc.ean),
    OrderedBy: business(doc.orderedBy),
    Department: business(doc.department),
    PlacementNumber: business(doc.placementNumber),
    CostPlace: business(doc.costPlace),
    Accounting: business(doc.accounting),
    DeliveryAddresses: (doc.deliveryAddresses ?? []).map((a) => ({
      Uid: a.uid,
      Name: a.name,
      Company: text(a.company),
      Address: a.address,
      Zip: a.zip,
      City: a.city,
      Phone: text(a.phone),
      IsDefault: a.isDefault === true,
    })),
    ClubMember: doc.clubMember === true,
    Newsletter: doc.newsletter === true,
    LegitimateInterests: [...(doc.legitimateInterests ?? [])],
  }
}

export function toCustomerSettings(doc: CustomerSource): CustomerSettings {
  return {
    ClubMember: doc.clubMember === true,
    ClubMemberConsent: Boolean(doc.clubMemberConsentAt),
    Newsletter: doc.newsletter === true,
    LegitimateInterests: [...(doc.legitimateInterests ?? [])],
  }
}
