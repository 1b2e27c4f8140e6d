// An in-memory shop API for the checkout's component tests, shaped like docs/api/checkout.md: the basket, delivery
// details that remember the chosen method, address and service point (and put the delivery into the totals, as the
// backend does), invoice fields that keep the values posted, the payment and its confirmation, and the receipt.
// Answers for the cases a test wants to see (server field errors, payment errors, a sequence of confirm outcomes)
// are options. installCheckoutApi also records each call's query parameters and headers, which the plain fake
// leaves out.
import { AxiosError, type AxiosAdapter } from 'axios'
import type { FieldDefinition } from '@/components/Form/fieldDefinition'
import type { Basket } from '@/features/basket/api/schemas'
import { shopApi } from '@/lib/shopApi'
import { basket as basketFixture, money } from '@/test/fixtures'
import { installFakeShopApi, type FakeAnswer, type FakeRequest } from '@/test/fakeShopApi'

export const BASKET_UID = 'b-1'

export const DELIVERY_METHODS = [
  {
    Id: 1,
    DeliveryMethodType: 'DeliveryAddress',
    Name: 'Levering til døren',
    Description: 'GLS, 1-2 hverdage',
    Price: 4900,
    FreeAbove: 79900,
    PickupAddress: null,
  },
  {
    Id: 2,
    DeliveryMethodType: 'PostNord',
    Name: 'PostNord pakkeshop',
    Description: 'Afhent i en pakkeshop nær dig',
    Price: 3900,
    FreeAbove: 79900,
    PickupAddress: null,
  },
  {
    Id: 3,
    DeliveryMethodType: 'SimplePickup',
    Name: 'Hent i butikken',
    Description: null,
    Price: 0,
    FreeAbove: null,
    PickupAddress: 'Vestergade 1, 8000 Aarhus C',
  },
  {
    Id: 4,
    DeliveryMethodType: 'Burd',
    Name: 'Cykelbud (Burd)',
    Description: 'Samme dag i Aarhus og København',
    Price: 7900,
    FreeAbove: null,
    PickupAddress: null,
  },
] as const

export const SERVICE_LOCATIONS = [
  {
    Id: 'pn-1',
    Name: 'Netto Vestergade',
    Street: 'Vestergade 20',
    Zip: '8000',
    City: 'Aarhus C',
    DistanceMeters: 450,
    OpeningHours: ['Man-fre 8-21', 'Lør-søn 8-20'],
  },
  {
    Id: 'pn-2',
    Name: 'Føtex Frederiksgade',
    Street: 'Frederiksgade 6',
    Zip: '8000',
    City: 'Aarhus C',
    DistanceMeters: 1230,
    OpeningHours: ['Alle dage 8-22'],
  },
]

const kr = (ore: number) => money(ore, `${(ore / 100).toLocaleString('da-DK')},-`)

function field(Name: string, Label: string, overrides: Partial<FieldDefinition> = {}): FieldDefinition {
  return { Name, FieldType: 'Text', DisplayMode: 'EditableInline', Label, Value: '', Required: true, ...overrides }
}

export const ADDRESS_FIELDS: FieldDefinition[] = [
  field('Name', 'Modtagers navn', { Value: 'Karen Kunde' }),
  field('Company', 'Firma (valgfrit)', { Required: false }),
  field('Address', 'Vej og husnummer', { Value: 'Vestergade 1' }),
  field('Zip', 'Postnummer', { Value: '8000' }),
  field('City', 'By', { Value: 'Aarhus C' }),
  field('Phone', 'Mobilnummer', { FieldType: 'Phone', Value: '12345678' }),
]

/** A guest's invoice fields, empty, as a first visit gets them. */
export function guestInvoiceFields(values: Record<string, string> = {}): FieldDefinition[] {
  const value = (name: string) => values[name] ?? ''
  return [
    field('Email', 'E-mail', { FieldType: 'Email', Value: value('Email') }),
    field('Phone', 'Mobilnummer', { FieldType: 'Phone', Value: value('Phone') }),
    field('FirstName', 'Fornavn', { Value: value('FirstName') }),
    field('LastName', 'Efternavn', { Value: value('LastName') }),
    field('Address', 'Vej og husnummer', { Value: value('Address') }),
    field('Zip', 'Postnummer', { Value: value('Zip') }),
    field('City', 'By', { Value: value('City') }),
    field('OrderNote', 'Bemærkning til ordren', { FieldType: 'TextMultiline', DisplayMode: 'HiddenButEditableInModal', Required: false }),
  ]
}

export const FILLED_INVOICE = {
  Email: 'karen@eksempel.dk',
  Phone: '12345678',
  FirstName: 'Karen',
  LastName: 'Kunde',
  Address: 'Vestergade 1',
  Zip: '8000',
  City: 'Aarhus C',
}

export type CallRecord = { method: string; path: string; body: unknown; params: Record<string, unknown>; headers: Record<string, unknown> }

export type FakeCheckoutOptions = {
  basket?: Basket
  /** The method chosen before (its id), and what it stored. */
  selected?: number | null
  address?: Record<string, string> | null
  serviceLocation?: (typeof SERVICE_LOCATIONS)[number] | null
  invoiceFields?: FieldDefinition[]
  /** The payment methods the invoice details offer (default: card only, as for a guest). */
  paymentMethods?: string[]
  /** PUT deliveryadress answers 400 ContainsError with these (once each time it is set). */
  addressErrors?: Record<string, string> | null
  /** POST invoicedetails answers 400 ContainsError with these. */
  invoiceErrors?: Record<string, string> | null
  /** The answer of POST checkout/payment/ (default: Flow Payment with a PaymentUrl). */
  payment?: (request: FakeRequest, attempt: number) => FakeAnswer | 'network-error'
  /** The confirm outcomes in order; the last one repeats. */
  confirm?: string[]
  /** The DataLayerPurchase the confirm answer carries once the order stands (none by default, as older backends). */
  dataLayerPurchase?: Record<string, unknown>
  /** The order's PaymentMethod the confirm answer names (none by default, as older backends). */
  confirmMethod?: string
}

export type FakeCheckout = ReturnType<typeof fakeCheckout>

export function fakeCheckout(options: FakeCheckoutOptions = {}) {
  const state = {
    basket: options.basket ?? basketFixture(BASKET_UID, 2),
    selected: options.selected ?? null,
    address: options.address ?? null,
    serviceLocation: options.serviceLocation ?? null,
    invoiceFields: options.invoiceFields ?? guestInvoiceFields(),
    paymentMethods: options.paymentMethods ?? ['CreditCard'],
    addressErrors: options.addressErrors ?? null,
    invoiceErrors: options.invoiceErrors ?? null,
    paymentAttempts: 0,
    confirmCalls: 0,
  }

  const methodById = (id: number) => DELIVERY_METHODS.find((method) => method.Id === id)

  const totals = () => {
    const base = state.basket.Totals
    const method = state.selected === null ? undefined : methodById(state.selected)
    const delivery = method ? (method.FreeAbove !== null && base.SubTotal.Amount >= method.FreeAbove ? 0 : method.Price) : null
    return { ...base, Delivery: delivery === null ? null : kr(delivery), Total: kr(base.Total.Amount + (delivery ?? 0)) }
  }

  const details = () => {
    const method = state.selected === null ? undefined : methodById(state.selected)
    return {
      DeliveryMethods: DELIVERY_METHODS.map((item) => ({
        ...item,
        Price: kr(item.FreeAbove !== null && state.basket.Totals.SubTotal.Amount >= item.FreeAbove ? 0 : item.Price),
        FreeAbove: item.FreeAbove === null ? null : kr(item.FreeAbove),
        Selected: item.Id === state.selected,
      })),
      DeliveryAddress:
        method && (method.DeliveryMethodType === 'DeliveryAddress' || method.DeliveryMethodType === 'Burd') ? state.address : null,
      ServiceLocation: method?.DeliveryMethodType === 'PostNord' ? state.serviceLocation : null,
      Totals: totals(),
    }
  }

  const containsError = (Errors: Record<string, string>): FakeAnswer => ({
    status: 400,
    data: { ErrorCode: 'ContainsError', Message: 'Ret de markerede felter.', Errors },
  })

  const handler = (request: FakeRequest): FakeAnswer => {
    const { method, path } = request
    const checkout = `/checkout/${BASKET_UID}/`
    if (method === 'GET' && path === `/basket/${BASKET_UID}/`) return { status: 200, data: { ...state.basket, Totals: totals() } }
    if (method === 'GET' && path === `${checkout}deliverydetails/`) return { status: 200, data: details() }
    let match = new RegExp(`^${checkout}deliverymethod/(\\d+)/$`).exec(path)
    if (method === 'PUT' && match) {
      state.selected = Number(match[1])
      return { status: 200, data: details() }
    }
    match = new RegExp(`^${checkout}deliveryaddress/(\\d+)/$`).exec(path)
    if (method === 'GET' && match) {
      const chosen = methodById(Number(match[1]))
      const needsAddress = chosen?.DeliveryMethodType === 'DeliveryAddress' || chosen?.DeliveryMethodType === 'Burd'
      return {
        status: 200,
        data: { DeliveryMethodType: chosen?.DeliveryMethodType, Fields: needsAddress ? ADDRESS_FIELDS : [], ServiceLocation: null },
      }
    }
    match = new RegExp(`^${checkout}deliveryadress/(\\d+)/$`).exec(path)
    if (method === 'PUT' && match) {
      if (state.addressErrors) {
        const errors = state.addressErrors
        state.addressErrors = null
        return containsError(errors)
      }
      const chosen = methodById(Number(match[1]))
      const body = request.body as Record<string, string>
      state.selected = Number(match[1])
      if (chosen?.DeliveryMethodType === 'PostNord') {
        state.serviceLocation = SERVICE_LOCATIONS.find((point) => point.Id === body.ServiceLocationId) ?? null
        if (!state.serviceLocation) return containsError({ ServiceLocationId: 'Vælg et udleveringssted fra listen.' })
      } else if (chosen?.DeliveryMethodType === 'DeliveryAddress' || chosen?.DeliveryMethodType === 'Burd') {
        state.address = body
      }
      return { status: 200, data: details() }
    }
    if (method === 'GET' && path === `${checkout}postnordservicelocations/`)
      return { status: 200, data: { ServiceLocations: SERVICE_LOCATIONS } }
    if (method === 'GET' && path === `${checkout}invoicedetails/`)
      return { status: 200, data: { Fields: state.invoiceFields, PaymentMethods: state.paymentMethods } }
    if (method === 'POST' && path === `${checkout}invoicedetails/`) {
      if (state.invoiceErrors) {
        const errors = state.invoiceErrors
        state.invoiceErrors = null
        return containsError(errors)
      }
      const values = request.body as Record<string, string | boolean>
      // A guest's password makes an account (docs/api/checkout.md): the answer says so, and the field is gone.
      const signedUp = typeof values.Password === 'string' && values.Password !== ''
      state.invoiceFields = state.invoiceFields
        .filter((item) => !(signedUp && item.Name === 'Password'))
        .map((item) => ({ ...item, Value: item.Name === 'Password' ? '' : (values[item.Name] ?? item.Value) }))
      return {
        status: 200,
        data: { Fields: state.invoiceFields, PaymentMethods: state.paymentMethods, ...(signedUp ? { SignedUp: true } : {}) },
      }
    }
    if (method === 'POST' && path === '/checkout/payment/') {
      state.paymentAttempts += 1
      const answer = options.payment?.(request, state.paymentAttempts) ?? {
        status: 200,
        data: { OrderUid: 'o-1', OrderNumber: '10023', Flow: 'Payment', PaymentUrl: 'https://betaling.example/pay/o-1' },
      }
      if (answer === 'network-error') throw new AxiosError('Network Error', 'ERR_NETWORK')
      return answer
    }
    match = /^\/checkout\/payment\/([^/]+)\/confirm\/$/.exec(path)
    if (method === 'POST' && match) {
      const outcomes = options.confirm ?? ['Authorized']
      const status = outcomes[Math.min(state.confirmCalls, outcomes.length - 1)]
      state.confirmCalls += 1
      return {
        status: 200,
        data: {
          Status: status,
          ...(status === 'ValidationFailed'
            ? { Message: options.confirmMethod === 'MobilePay' ? 'Betalingen med MobilePay blev afvist.' : 'Kortet blev afvist af banken.' }
            : {}),
          ...(options.confirmMethod ? { PaymentMethod: options.confirmMethod } : {}),
          ...(options.dataLayerPurchase && status !== 'TooSoon' && status !== 'ValidationFailed'
            ? { DataLayerPurchase: options.dataLayerPurchase }
            : {}),
        },
      }
    }
    match = /^\/order\/([^/]+)\/receipt\/$/.exec(path)
    if (method === 'POST' && match) return { status: 200, data: receiptAnswer(match[1] ?? 'o-1') }
    return { status: 404, data: { ErrorCode: 'NotFound', Message: `Ukendt: ${method} ${path}` } }
  }

  return { state, handler }
}

export function receiptAnswer(uid: string) {
  return {
    Uid: uid,
    OrderNumber: '10023',
    PlacedAt: '2026-11-25T13:32:00.000Z',
    Status: 'Authorized',
    PaymentMethod: 'CreditCard',
    Email: 'karen@eksempel.dk',
    IsB2B: false,
    Delivery: {
      MethodType: 'PostNord',
      MethodName: 'PostNord pakkeshop',
      Name: 'Karen Kunde',
      ServiceLocation: 'Netto Vestergade, Vestergade 20, 8000 Aarhus C',
    },
    Lines: [
      {
        ProductId: 12,
        Name: 'Rødvin Bordeaux',
        RelativeUrl: '/produkter/roedvin-bordeaux/12/',
        Quantity: 2,
        UnitPrice: kr(16900),
        LinePrice: kr(33800),
      },
    ],
    GiftCardLines: [],
    Totals: { SubTotal: kr(33800), Discount: null, Delivery: kr(3900), GiftCards: null, Vat: kr(7540), Total: kr(37700) },
  }
}

/** Installs the fake and records every call with its query parameters and headers. */
export function installCheckoutApi(fake: FakeCheckout) {
  const installed = installFakeShopApi(fake.handler)
  const inner = shopApi.defaults.adapter as AxiosAdapter
  const calls: CallRecord[] = []
  shopApi.defaults.adapter = (config) => {
    calls.push({
      method: (config.method ?? 'get').toUpperCase(),
      path: config.url ?? '',
      body: typeof config.data === 'string' && config.data !== '' ? JSON.parse(config.data) : config.data,
      params: { ...(config.params as Record<string, unknown> | undefined) },
      headers: { ...config.headers.toJSON() },
    })
    return inner(config)
  }
  return {
    ...installed,
    calls,
    find: (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path),
  }
}
