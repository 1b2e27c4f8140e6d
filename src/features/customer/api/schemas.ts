// The customer shapes of docs/api/customers.md, parsed at the edge. Objects are loose: the backend may add fields.
import * as z from 'zod'
import { CLIENT_TYPES } from './vocabulary'

export type { ClientType, LegitimateInterest } from './vocabulary'

const text = z
  .string()
  .nullish()
  .transform((v) => v ?? '')

export const deliveryAddressSchema = z.looseObject({
  Uid: z.string(),
  Name: z.string(),
  Company: text,
  Address: z.string(),
  Zip: z.string(),
  City: z.string(),
  Phone: text,
  IsDefault: z.boolean().default(false),
})
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>

export const customerSchema = z.looseObject({
  Email: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  Phone: text,
  Address: text,
  Zip: text,
  City: text,
  ClientType: z.enum(CLIENT_TYPES),
  HardId: z.string(),
  CustomerType: text,
  CanImpersonate: z.boolean().default(false),
  Company: text,
  Cvr: text,
  Ean: text,
  OrderedBy: text,
  Department: text,
  PlacementNumber: text,
  CostPlace: text,
  Accounting: text,
  DeliveryAddresses: z.array(deliveryAddressSchema).default([]),
  ClubMember: z.boolean().default(false),
  Newsletter: z.boolean().default(false),
  LegitimateInterests: z.array(z.string()).default([]),
})
export type Customer = z.infer<typeof customerSchema>

/** docs/product.md §8 login results (docs/api/customers.md). */
export const LOGIN_RESULTS = [
  'Success',
  'RequiresClubMemberConsent',
  'InvalidCredentials',
  'InvalidAccountSetup',
  'TooManyAttempts',
] as const
