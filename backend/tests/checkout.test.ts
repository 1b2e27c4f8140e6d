/** Checkout's delivery step through the shop API (issue 8): methods, choice, address, PostNord service points. */
import { beforeAll, describe, expect, it } from 'vitest'
import { api, createProduct, createTestCustomer, TEST_PASSWORD, TestBrowser } from './helpers'
import { seededPayload, SEED_TIMEOUT_MS } from './seeded'

// The demo content, seeded within a hook's budget (backend/tests/seeded.ts).
beforeAll(seededPayload, SEED_TIMEOUT_MS)

interface MethodAnswer {
  Id: number
  DeliveryMethodType: string
  Price: { Amount: number }
  FreeAbove: { Amount: number } | null
  Selected: boolean
}

async function basketWith(productOverrides: Record<string, unknown>, quantity = 1, as?: TestBrowser) {
  await seededPayload()
  const product = await createProduct(productOverrides)
  const call = as ? as.call.bind(as) : api
  const created = await call('POST', '/basket/', {})
  const uid = created.body.Uid as string
  const added = await call('POST', `/basket/${uid}/items/`, { ProductId: product.id, Quantity: quantity })
  expect(added.status).toBe(200)
  return uid
}

const methodOf = (methods: MethodAnswer[], type: string) => methods.find((m) => m.DeliveryMethodType === type)!

const homeAddress = { Name: 'Karen Kunde', Company: '', Address: 'Vestergade 1', Zip: '8000', City: 'Aarhus C', Phone: '20 30 40 50' }

describe('checkout delivery (docs/product.md §7, §9)', () => {
  it('offers the methods for goods, none chosen yet, and charges the chosen one in the basket totals', async () => {
    const uid = await basketWith({ price: 20000 })
    const details = await api('GET', `/checkout/${uid}/deliverydetails/`)
    expect(details.status).toBe(200)
    const types = details.body.DeliveryMethods.map((m: MethodAnswer) => m.DeliveryMethodType)
    expect(types).toEqual(['DeliveryAddress', 'PostNord', 'SimplePickup', 'Burd'])
    expect(details.body.DeliveryMethods.every((m: MethodAnswer) => !m.Selected)).toBe(true)
    expect(details.body.Totals.Delivery.Amount).toBe(0)

    const home = methodOf(details.body.DeliveryMethods, 'DeliveryAddress')
    expect(home.Price.Amount).toBe(6900)
    expect(home.FreeAbove?.Amount).toBe(79900)
    const chosen = await api('PUT', `/checkout/${uid}/deliverymethod/${home.Id}/`)
    expect(chosen.status).toBe(200)
    expect(methodOf(chosen.body.DeliveryMethods, 'DeliveryAddress').Selected).toBe(true)
    expect(chosen.body.Totals.Delivery.Amount).toBe(6900)
    expect(chosen.body.Totals.Total.Amount).toBe(26900)

    // The basket itself carries the delivery from now on; 200 + 69 incl. 25 % VAT holds 53,80 VAT.
    const basket = await api('GET', `/basket/${uid}/`)
    expect(basket.body.Totals.Delivery).toEqual({ Amount: 6900, Text: '69,-' })
    expect(basket.body.Totals.Vat.Amount).toBe(5380)
  })

  it('delivers free from the free-delivery amount', async () => {
    const uid = await basketWith({ price: 40000 }, 2)
    const details = await api('GET', `/checkout/${uid}/deliverydetails/`)
    const home = methodOf(details.body.DeliveryMethods, 'DeliveryAddress')
    expect(home.Price.Amount).toBe(0)
    const chosen = await api('PUT', `/checkout/${uid}/deliverymethod/${home.Id}/`)
    expect(chosen.body.Totals.Delivery.Amount).toBe(0)
    expect(chosen.body.Totals.Total.Amount).toBe(80000)
  })

  it('charges a business customer the delivery without VAT and adds the VAT on top', async () => {
    const business = await createTestCustomer({ clientType: 'B2B', company: 'Kantinen ApS', cvr: '12345674' })
    const browser = new TestBrowser()
    await browser.call('POST', '/login/', { Email: business.email, Password: TEST_PASSWORD, ClientType: 'B2B' })
    await browser.refreshToken()
    const uid = await basketWith({ price: 20000 }, 1, browser)
    const details = await browser.call('GET', `/checkout/${uid}/deliverydetails/`)
    const home = methodOf(details.body.DeliveryMethods, 'DeliveryAddress')
    expect(home.Price.Amount).toBe(5520)
    const chosen = await browser.call('PUT', `/checkout/${uid}/deliverymethod/${home.Id}/`)
    // 160,00 goods + 55,20 delivery excl. VAT, 53,80 VAT on top.
    expect(chosen.body.Totals).toMatchObject({ Delivery: { Amount: 5520 }, Vat: { Amount: 5380 }, Total: { Amount: 26900 } })
    // Nobody else may read or change a customer's checkout.
    expect((await api('GET', `/checkout/${uid}/deliverydetails/`)).status).toBe(404)
    expect((await api('PUT', `/checkout/${uid}/deliverymethod/${home.Id}/`)).status).toBe(404)
    expect((await api('GET', `/checkout/${uid}/postnordservicelocations/?zip=8000`)).status).toBe(404)
    expect((await api('PUT', `/checkout/${uid}/deliveryadress/${home.Id}/`, homeAddress)).status).toBe(404)
  })

  it('gives tickets only NoDelivery, chosen at once, and refuses a method that does not suit the basket', async () => {
    const uid = await basketWith({ type: 'Event', price: 45000 })
    const details = await api('GET', `/checkout/${uid}/deliverydetails/`)
    expect(details.body.DeliveryMethods).toHaveLength(1)
    expect(details.body.DeliveryMethods[0]).toMatchObject({ DeliveryMethodType: 'NoDelivery', Selected: true, Price: { Amount: 0 } })

    const goods = await basketWith({ price: 20000 })
    const noDelivery = details.body.DeliveryMethods[0].Id
    const refused = await api('PUT', `/checkout/${goods}/deliverymethod/${noDelivery}/`)
    expect(refused.status).toBe(400)
    expect(refused.body.ErrorCode).toBe('DeliveryMethodNotOffered')
    expect((await api('GET', `/checkout/${goods}/deliverydetails/`)).body.DeliveryMethods.some((m: MethodAnswer) => m.Selected)).toBe(false)
  })

  it('stores a checked delivery address, and says field by field what is wrong without storing anything', async () => {
    const uid = await basketWith({ price: 20000 })
    const { body } = await api('GET', `/checkout/${uid}/deliverydetails/`)
    const home = methodOf(body.DeliveryMethods, 'DeliveryAddress')

    const form = await api('GET', `/checkout/${uid}/deliveryaddress/${home.Id}/`)
    expect(form.status).toBe(200)
    expect(form.body.Fields.map((f: { Name: string }) => f.Name)).toEqual(['Name', 'Company', 'Address', 'Zip', 'City', 'Phone'])
    expect(form.body.Fields.find((f: { Name: string }) => f.Name === 'Zip')).toMatchObject({
      FieldType: 'Text',
      DisplayMode: 'EditableInline',
      Required: true,
      Label: 'Postnummer',
    })

    const bad = await api('PUT', `/checkout/${uid}/deliveryadress/${home.Id}/`, { ...homeAddress, Zip: '80000', Phone: '123', Name: '' })
    expect(bad.status).toBe(400)
    expect(bad.body.ErrorCode).toBe('ContainsError')
    expect(Object.keys(bad.body.Errors).sort()).toEqual(['Name', 'Phone', 'Zip'])
    expect((await api('GET', `/checkout/${uid}/deliverydetails/`)).body.DeliveryAddress).toBeNull()

    const stored = await api('PUT', `/checkout/${uid}/deliveryadress/${home.Id}/`, homeAddress)
    expect(stored.status).toBe(200)
    expect(stored.body.DeliveryAddress).toEqual({ ...homeAddress, Company: null, Phone: '20304050' })
    expect(methodOf(stored.body.DeliveryMethods, 'DeliveryAddress').Selected).toBe(true)
    const again = await api('GET', `/checkout/${uid}/deliveryaddress/${home.Id}/`)
    expect(again.body.Fields.find((f: { Name: string }) => f.Name === 'City').Value).toBe('Aarhus C')
  })

  it('sends Burd only where it rides: an address outside is an error on the postal code, and hides it afterwards', async () => {
    const uid = await basketWith({ price: 20000 })
    const { body } = await api('GET', `/checkout/${uid}/deliverydetails/`)
    const burd = methodOf(body.DeliveryMethods, 'Burd')
    const home = methodOf(body.DeliveryMethods, 'DeliveryAddress')

    const outside = await api('PUT', `/checkout/${uid}/deliveryadress/${burd.Id}/`, { ...homeAddress, Zip: '5000', City: 'Odense C' })
    expect(outside.status).toBe(400)
    expect(outside.body.Errors.Zip).toContain('5000')
    const inside = await api('PUT', `/checkout/${uid}/deliveryadress/${burd.Id}/`, homeAddress)
    expect(inside.status).toBe(200)
    expect(inside.body.Totals.Delivery.Amount).toBe(9900)

    const odense = await api('PUT', `/checkout/${uid}/deliveryadress/${home.Id}/`, { ...homeAddress, Zip: '5000', City: 'Odense C' })
    expect(odense.body.DeliveryMethods.map((m: MethodAnswer) => m.DeliveryMethodType)).not.toContain('Burd')
    expect((await api('PUT', `/checkout/${uid}/deliverymethod/${burd.Id}/`)).status).toBe(400)
  })

  it('finds the nearest PostNord service points and stores the one chosen', async () => {
    const uid = await basketWith({ price: 20000 })
    const { body } = await api('GET', `/checkout/${uid}/deliverydetails/`)
    const postNord = methodOf(body.DeliveryMethods, 'PostNord')

    const noZip = await api('GET', `/checkout/${uid}/postnordservicelocations/`)
    expect(noZip.status).toBe(400)
    expect(noZip.body.Errors.Zip).toBeTruthy()

    const found = await api('GET', `/checkout/${uid}/postnordservicelocations/?zip=8000&street=Vestergade%201`)
    expect(found.status).toBe(200)
    const locations = found.body.ServiceLocations as Array<{ Id: string; City: string; DistanceMeters: number }>
    expect(locations).toHaveLength(5)
    expect(locations.map((l) => l.DistanceMeters)).toEqual([...locations.map((l) => l.DistanceMeters)].sort((a, b) => a - b))
    expect(locations[0]!.City).toMatch(/Aarhus/)

    const unknown = await api('PUT', `/checkout/${uid}/deliveryadress/${postNord.Id}/`, { ServiceLocationId: 'DK-000000-nope' })
    expect(unknown.status).toBe(400)
    expect(unknown.body.Errors.ServiceLocationId).toBeTruthy()

    const chosen = await api('PUT', `/checkout/${uid}/deliveryadress/${postNord.Id}/`, { ServiceLocationId: locations[0]!.Id })
    expect(chosen.status).toBe(200)
    expect(chosen.body.ServiceLocation).toMatchObject({ Id: locations[0]!.Id, City: locations[0]!.City })
    expect(chosen.body.Totals.Delivery.Amount).toBe(4900)
  })

  it('answers 400 for malformed ids and 404 for an unknown basket', async () => {
    const uid = await basketWith({ price: 20000 })
    expect((await api('PUT', `/checkout/${uid}/deliverymethod/abc/`)).status).toBe(400)
    expect((await api('PUT', `/checkout/${uid}/deliverymethod/99999999999/`)).status).toBe(400)
    expect((await api('GET', '/checkout/00000000-0000-4000-8000-000000000000/deliverydetails/')).status).toBe(404)
  })
})
