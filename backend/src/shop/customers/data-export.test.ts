import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'
import { Customers } from '../../collections/Customers'
import type { Customer as CustomerDoc, Order } from '../../payload-types'
import { accountDeletedMail } from '../email/templates'
import { exportFileName, toDataExport } from './data-export'
import { CUSTOMER_FIELD_DECISIONS } from './export-field-decisions'
import { deletionSchema } from './deletion'

const SECRETS = {
  hash: 'pbkdf2-sha256-v1:deadbeefcafe',
  salt: 'salt-0123456789abcdef',
  resetPasswordToken: 'reset-token-0123456789',
  resetPasswordExpiration: '2026-11-27T10:00:00.000Z',
  loginAttempts: 3,
  lockUntil: '2026-11-26T10:15:00.000Z',
  sessions: [{ id: 'session-id-0123456789', createdAt: '2026-11-26T09:00:00.000Z', expiresAt: '2026-12-26T09:00:00.000Z' }],
}

function customer(overrides: Partial<CustomerDoc> = {}): CustomerDoc {
  return {
    id: 42,
    email: 'firma@delikat.dk',
    firstName: 'Frederik',
    lastName: 'Firma',
    clientType: 'B2B',
    hardId: '0b0c1d2e-3f40-4152-8637-48495a6b7c8d',
    customerType: 'Business',
    phone: '20304050',
    address: 'Havnegade 4',
    zip: '5000',
    city: 'Odense C',
    company: 'Restaurant Smagen ApS',
    cvr: '12345674',
    ean: null,
    mayPayByInvoice: true,
    invoiceCreditLimit: null,
    orderedBy: 'Frederik',
    deliveryAddresses: [
      {
        uid: 'a1',
        name: 'Køkkenet',
        company: 'Restaurant Smagen ApS',
        address: 'Havnegade 4',
        zip: '5000',
        city: 'Odense C',
        isDefault: true,
        id: 'row',
      },
    ],
    clubMember: false,
    clubMemberConsentAt: null,
    newsletter: true,
    legitimateInterests: ['Events'],
    accountBlocked: false,
    createdAt: '2026-01-02T03:04:05.000Z',
    updatedAt: '2026-11-26T10:00:00.000Z',
    ...SECRETS,
    ...overrides,
  } as CustomerDoc
}

const order = {
  id: 7,
  uid: '11111111-2222-4333-8444-555555555555',
  orderNumber: '100042',
  customer: 42,
  email: 'firma@delikat.dk',
  culture: 'da',
  isB2B: true,
  placedAt: '2026-10-01T08:05:00.000Z',
  status: 'Shipped',
  paymentMethod: 'Invoice',
  invoicePaidAt: '2026-10-20T08:05:00.000Z',
  delivery: {
    methodType: 'DeliveryAddress',
    methodName: 'Levering til døren',
    name: 'Køkkenet',
    company: 'Restaurant Smagen ApS',
    address: 'Havnegade 4',
    zip: '5000',
    city: 'Odense C',
  },
  lines: [{ product: 3, productNumber: 'V-1001', name: 'Barolo', quantity: 12, unitPrice: 15920, linePrice: 191040, isFreeGift: false }],
  giftCardLines: [],
  totals: { subTotal: 191040, discount: 0, delivery: 6320, giftCards: 0, vat: 49340, total: 246700 },
  invoiceDetails: { Requisition: 'REK-1', OrderNote: 'Bagdøren' },
  payment: { paymentUrl: 'https://pay.example/secret-link', providerPaymentId: 'qp-123' },
  basketUid: 'b-uid',
  idempotencyKey: 'idem-key',
  reserved: { stock: [] },
  clientAddress: '203.0.113.9',
  updatedAt: '2026-10-20T08:05:00.000Z',
  createdAt: '2026-10-01T08:05:00.000Z',
} as unknown as Order

/** The names of a collection's fields, through rows, collapsibles and tabs (not into arrays: they are one field). */
function fieldNames(fields: Field[]): string[] {
  return fields.flatMap((field) => {
    // A ui field is a control in the admin ("Handl som kunden"), not data.
    if (field.type === 'ui') return []
    if ('name' in field && field.name) return [field.name]
    if ('fields' in field) return fieldNames(field.fields)
    if ('tabs' in field) return field.tabs.flatMap((tab) => fieldNames(tab.fields))
    return []
  })
}

const exported = (doc = customer()) =>
  toDataExport({
    customer: doc,
    orders: [order],
    favorites: [],
    sessions: [],
    ageVerifications: [],
    culture: 'da',
    now: new Date('2026-11-26T23:30:00Z'),
  })

describe('the data export', () => {
  it('has a decision for every field of the customers collection', () => {
    expect(fieldNames(Customers.fields).filter((name) => !(name in CUSTOMER_FIELD_DECISIONS))).toEqual([])
  })

  it('carries no secret of the account, whatever the record holds', () => {
    const file = JSON.stringify(exported())
    for (const secret of [
      SECRETS.hash,
      SECRETS.salt,
      SECRETS.resetPasswordToken,
      SECRETS.sessions[0]!.id,
      'secret-link',
      'idem-key',
      'qp-123',
    ]) {
      expect(file).not.toContain(secret)
    }
    expect(file).not.toMatch(/"(hash|salt|resetPasswordToken|loginAttempts|lockUntil|password)"/i)
  })

  it("gives a business customer the profile, staff's invoice decision with the default limit, consents and orders", () => {
    const file = exported()
    expect(file.Profile).toMatchObject({
      Email: 'firma@delikat.dk',
      Company: 'Restaurant Smagen ApS',
      Cvr: '12345674',
      OrderedBy: 'Frederik',
      CreatedAt: '2026-01-02T03:04:05.000Z',
    })
    expect(file.Profile).not.toHaveProperty('CanImpersonate')
    expect(file.Invoice).toEqual({ MayPayByInvoice: true, CreditLimit: { Amount: 2_500_000, Text: '25.000,-' } })
    expect(file.DeliveryAddresses).toEqual([expect.objectContaining({ Uid: 'a1', Name: 'Køkkenet' })])
    expect(file.Consents).toEqual({ ClubMember: false, ClubMemberConsentAt: null, Newsletter: true, LegitimateInterests: ['Events'] })
    expect(file.Orders[0]).toMatchObject({
      OrderNumber: '100042',
      Status: 'Shipped',
      Email: 'firma@delikat.dk',
      Delivery: { Name: 'Køkkenet', Address: 'Havnegade 4' },
      Lines: [{ ProductId: 3, ProductNumber: 'V-1001', Quantity: 12, LinePrice: { Amount: 191040, Text: '1.910,40' } }],
      Totals: { Vat: { Amount: 49340, Text: '493,40' }, Total: { Amount: 246700, Text: '2.467,-' } },
      InvoiceDetails: { Requisition: 'REK-1', OrderNote: 'Bagdøren' },
      InvoicePaidAt: '2026-10-20T08:05:00.000Z',
      Payment: null,
      PlacedFrom: '203.0.113.9',
    })
  })

  it('gives a consumer no invoice part and no business fields', () => {
    const file = exported(customer({ clientType: 'B2C', mayPayByInvoice: true }))
    expect(file.Invoice).toBeNull()
    expect(file.Profile.Company).toBeNull()
  })

  it('names the file after the day in Denmark', () => {
    expect(exportFileName(new Date('2026-11-26T23:30:00Z'))).toBe('delikat-data-2026-11-27.json')
    expect(exportFileName(new Date('2026-06-01T12:00:00Z'))).toBe('delikat-data-2026-06-01.json')
  })
})

describe('the deletion request', () => {
  it('needs the password and the ticked box, each with its own message', () => {
    expect(deletionSchema('da').safeParse({ Password: 'x', Confirm: true }).success).toBe(true)
    const refused = deletionSchema('da').safeParse({ Password: '', Confirm: 'true' })
    expect(refused.success).toBe(false)
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['Password', 'Skriv din adgangskode.'],
      ['Confirm', 'Sæt kryds for at bekræfte, at din konto skal slettes.'],
    ])
  })
})

describe('accountDeletedMail', () => {
  it('says what was deleted, that the orders are kept anonymised for five years, and what to do if it was not you', () => {
    const mail = accountDeletedMail({
      culture: 'da',
      firstName: 'Kirsten',
      deletedAt: new Date('2026-11-26T13:05:00Z'),
      ordersKept: 3,
      business: false,
    })
    expect(mail.subject).toBe('Din konto hos Delikat er slettet')
    expect(mail.text).toContain('Kære Kirsten')
    expect(mail.text).toContain('26. november 2026')
    expect(mail.text).toContain('dine 3 ordrer i 5 år')
    expect(mail.text).not.toContain('CVR')
    expect(mail.text).toContain('kontakt vores kundeservice')
  })

  it('tells a business that the company and CVR stay on the invoices, in English too', () => {
    const mail = accountDeletedMail({
      culture: 'en',
      firstName: 'Frederik',
      deletedAt: new Date('2026-11-26T13:05:00Z'),
      ordersKept: 1,
      business: true,
    })
    expect(mail.subject).toBe('Your Delikat account has been deleted')
    expect(mail.text).toContain('keep your order for 5 years')
    expect(mail.text).toContain('CVR number')
  })

  it('says that nothing is kept when there were no orders, and escapes the name in HTML', () => {
    const mail = accountDeletedMail({ culture: 'da', firstName: '<b>Kim</b>', deletedAt: new Date(), ordersKept: 0, business: false })
    expect(mail.text).toContain('gemmer intet om dig')
    expect(mail.html).toContain('&lt;b&gt;Kim&lt;/b&gt;')
  })
})
