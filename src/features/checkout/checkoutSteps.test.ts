import type { FieldDefinition } from '@/components/Form/fieldDefinition'
import type { DeliveryDetails } from './api/schemas'
import { allowedStep, checkoutStepHref, isDeliveryDone, isInvoiceDone, parseStep, withStep } from './checkoutSteps'

const money = (Amount: number) => ({ Amount, Text: `${Amount / 100},-` })

function details(type: string | null, stored: { address?: boolean; point?: boolean } = {}): DeliveryDetails {
  return {
    DeliveryMethods:
      type === null
        ? []
        : [
            {
              Id: '1',
              DeliveryMethodType: type,
              Name: type,
              Description: null,
              Price: money(0),
              FreeAbove: null,
              PickupAddress: null,
              Selected: true,
            },
          ],
    DeliveryAddress: stored.address
      ? { Name: 'Karen', Company: null, Address: 'Vestergade 1', Zip: '8000', City: 'Aarhus C', Phone: '12345678' }
      : null,
    ServiceLocation: stored.point
      ? { Id: 'pn-1', Name: 'Netto', Street: 'Vestergade 20', Zip: '8000', City: 'Aarhus C', DistanceMeters: 0, OpeningHours: [] }
      : null,
    Totals: { SubTotal: money(100), Total: money(100) },
  }
}

const field = (Name: string, Value: string, overrides: Partial<FieldDefinition> = {}): FieldDefinition => ({
  Name,
  FieldType: 'Text',
  DisplayMode: 'EditableInline',
  Label: Name,
  Value,
  Required: true,
  ...overrides,
})

describe('checkout steps', () => {
  it('reads the step from the query, ignoring anything else', () => {
    expect(parseStep({ trin: 'betaling' })).toBe('betaling')
    expect(parseStep({ trin: ['oplysninger', 'betaling'] })).toBe('oplysninger')
    expect(parseStep({ trin: 'kvittering' })).toBeNull()
    expect(parseStep({})).toBeNull()
  })

  it('writes the step into the address, keeping the rest', () => {
    expect(withStep('/kassen/', 'oplysninger')).toBe('/kassen/?trin=oplysninger')
    expect(withStep('/kassen/?trin=levering&utm_source=mail', 'betaling')).toBe('/kassen/?trin=betaling&utm_source=mail')
    expect(withStep('/kassen/?a=1#top', 'levering')).toBe('/kassen/?a=1&trin=levering#top')
    expect(checkoutStepHref('betaling')).toBe('/kassen/?trin=betaling')
  })

  it('opens a step only when the steps before it are done', () => {
    const none = { delivery: false, invoice: false }
    const delivered = { delivery: true, invoice: false }
    const all = { delivery: true, invoice: true }
    expect(allowedStep(null, all)).toBe('levering')
    expect(allowedStep('betaling', none)).toBe('levering')
    expect(allowedStep('betaling', delivered)).toBe('oplysninger')
    expect(allowedStep('oplysninger', delivered)).toBe('oplysninger')
    expect(allowedStep('betaling', all)).toBe('betaling')
    expect(allowedStep('levering', all)).toBe('levering')
  })

  it('counts delivery as done when the chosen method has what it needs', () => {
    expect(isDeliveryDone(undefined)).toBe(false)
    expect(isDeliveryDone(details(null))).toBe(false)
    expect(isDeliveryDone(details('SimplePickup'))).toBe(true)
    expect(isDeliveryDone(details('NoDelivery'))).toBe(true)
    expect(isDeliveryDone(details('DeliveryAddress'))).toBe(false)
    expect(isDeliveryDone(details('Burd', { address: true }))).toBe(true)
    expect(isDeliveryDone(details('PostNord', { address: true }))).toBe(false)
    expect(isDeliveryDone(details('PostNord', { point: true }))).toBe(true)
  })

  it('counts the invoice details as done when the stored values pass the form rules', () => {
    expect(isInvoiceDone(undefined)).toBe(false)
    expect(isInvoiceDone([])).toBe(false)
    expect(isInvoiceDone([field('Email', 'karen@eksempel.dk', { FieldType: 'Email' }), field('FirstName', 'Karen')])).toBe(true)
    expect(isInvoiceDone([field('Email', 'karen@', { FieldType: 'Email' }), field('FirstName', 'Karen')])).toBe(false)
    expect(isInvoiceDone([field('Email', 'karen@eksempel.dk', { FieldType: 'Email' }), field('FirstName', '')])).toBe(false)
    // What the shopper cannot change does not hold the step back.
    expect(isInvoiceDone([field('Ean', '', { DisplayMode: 'Readonly' }), field('FirstName', 'Karen')])).toBe(true)
  })
})
