// POST /api/customer/ (sign-up, docs/api/customers.md) { ClientType, Email, Password, FirstName, LastName, Phone,
// Address, Zip, City, Company?, Cvr?, Ean?, Newsletter?, ClubMember?, ClubMemberConsent?, AcceptTerms: true }
// -> 201 { Result: "Success", Customer } with the session cookie: the new customer is logged in, and the caller asks
// for a token (useAuth().refresh()). Failures are ApiErrors: 400 ContainsError and 409 UnableToCreateCustomer (the
// e-mail has an account) carry `Errors` by field name and a `Message` for the form (docs/product.md §8).
//
// The business invoice defaults (OrderedBy, Department) are not part of the sign-up body: they are saved with
// PUT /api/customer/ (update-customer.ts) once the new customer holds a token.
import { useMutation } from '@tanstack/react-query'
import * as z from 'zod'
import { parseAnswer } from '@/lib/parseAnswer'
import { shopApi } from '@/lib/shopApi'
import { customerSchema, type ClientType } from './schemas'

/** docs/product.md §8 customer-create errors: the form shows their field errors and message. */
export const CREATE_CUSTOMER_ERRORS = ['ContainsError', 'UnableToCreateCustomer'] as const

export const createCustomerAnswerSchema = z.looseObject({
  Result: z.literal('Success'),
  Customer: customerSchema,
})
export type CreateCustomerAnswer = z.infer<typeof createCustomerAnswerSchema>

export type CreateCustomerBody = {
  ClientType: ClientType
  Email: string
  Password: string
  FirstName: string
  LastName: string
  Phone: string
  Address: string
  Zip: string
  City: string
  /** B2B only. */
  Company?: string
  Cvr?: string
  Ean?: string
  Newsletter?: boolean
  ClubMember?: boolean
  ClubMemberConsent?: boolean
  AcceptTerms: true
}

export async function createCustomer(body: CreateCustomerBody): Promise<CreateCustomerAnswer> {
  const business = body.ClientType === 'B2B'
  const { data } = await shopApi.post('/customer', {
    ClientType: body.ClientType,
    Email: body.Email,
    Password: body.Password,
    FirstName: body.FirstName,
    LastName: body.LastName,
    Phone: body.Phone,
    Address: body.Address,
    Zip: body.Zip,
    City: body.City,
    ...(business ? { Company: body.Company ?? '', Cvr: body.Cvr ?? '', Ean: body.Ean ?? '' } : {}),
    Newsletter: body.Newsletter === true,
    ClubMember: body.ClubMember === true,
    ClubMemberConsent: body.ClubMember === true && body.ClubMemberConsent === true,
    AcceptTerms: true,
  })
  return parseAnswer(createCustomerAnswerSchema, data, 'sign-up')
}

export function useCreateCustomer() {
  return useMutation({ mutationFn: createCustomer })
}
