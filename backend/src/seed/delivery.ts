/** The shop's delivery methods (docs/product.md §9), as a Danish delicatessen offers them; staff change them in the admin. */
import type { Payload } from 'payload'
import type { DeliveryMethodType } from '../shop/constants'

type Say = readonly [da: string, en: string]

interface DemoDeliveryMethod {
  methodType: DeliveryMethodType
  name: Say
  description: Say
  price: number
  freeAbove?: number
  postalCodes?: string
  pickupAddress?: Say
}

export const DEMO_DELIVERY_METHODS: readonly DemoDeliveryMethod[] = [
  {
    methodType: 'DeliveryAddress',
    name: ['Levering til døren', 'Home delivery'],
    description: ['1-3 hverdage. Gratis ved køb for mindst 799 kr.', '1-3 working days. Free on orders of 799 kr. or more.'],
    price: 6900,
    freeAbove: 79900,
  },
  {
    methodType: 'PostNord',
    name: ['PostNord pakkeshop', 'PostNord service point'],
    description: [
      'Hent pakken i en pakkeshop nær dig, 1-3 hverdage. Gratis fra 499 kr.',
      'Collect at a service point near you, 1-3 working days. Free from 499 kr.',
    ],
    price: 4900,
    freeAbove: 49900,
  },
  {
    methodType: 'SimplePickup',
    name: ['Hent i butikken', 'Click and collect'],
    description: ['Klar til afhentning næste hverdag. Gratis.', 'Ready to collect the next working day. Free.'],
    price: 0,
    pickupAddress: [
      'Delikat, Vestergade 12, 8000 Aarhus C · man-fre 10-18, lør 10-15',
      'Delikat, Vestergade 12, 8000 Aarhus C · Mon-Fri 10-18, Sat 10-15',
    ],
  },
  {
    methodType: 'Burd',
    name: ['Cykelbud samme dag', 'Same-day bike courier'],
    description: [
      'Bestil inden kl. 12, så kommer Burd samme aften kl. 17-21. Kun i København (1000-2990) og Aarhus (8000-8270).',
      'Order before noon and Burd comes the same evening, 17-21. Copenhagen (1000-2990) and Aarhus (8000-8270) only.',
    ],
    price: 9900,
    postalCodes: '1000-2990, 8000-8270',
  },
  {
    methodType: 'NoDelivery',
    name: ['Ingen levering', 'No delivery'],
    description: ['Billetter og e-gavekort sendes på e-mail.', 'Tickets and e-gift cards are sent by e-mail.'],
    price: 0,
  },
]

export async function seedDeliveryMethods(payload: Payload): Promise<void> {
  let sortOrder = 10
  for (const method of DEMO_DELIVERY_METHODS) {
    const created = await payload.create({
      collection: 'delivery-methods',
      locale: 'da',
      data: {
        methodType: method.methodType,
        name: method.name[0],
        description: method.description[0],
        price: method.price,
        freeAbove: method.freeAbove ?? null,
        postalCodes: method.postalCodes ?? null,
        pickupAddress: method.pickupAddress?.[0] ?? null,
        active: true,
        sortOrder,
      },
    })
    await payload.update({
      collection: 'delivery-methods',
      id: created.id,
      locale: 'en',
      data: { name: method.name[1], description: method.description[1], pickupAddress: method.pickupAddress?.[1] ?? null },
    })
    sortOrder += 10
  }
}
