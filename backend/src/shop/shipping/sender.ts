/**
 * Who sends the parcels: the shop's name and address as its footer and content pages state them (the seed's
 * SHOP_ADDRESS, SHOP_EMAIL and SHOP_PHONE in backend/src/seed/content-pages.ts; a test keeps the two the same).
 * Printed on the local test label and sent to Shipmondo as the sender party (docs/adr/0044-order-fulfilment.md).
 */
export interface ShippingSender {
  name: string
  address: string
  zip: string
  city: string
  /** ISO 3166-1 alpha-2 */
  countryCode: string
  email: string
  phone: string
}

export const SHOP_SENDER: ShippingSender = {
  name: 'Delikat ApS',
  address: 'Vestergade 12',
  zip: '8000',
  city: 'Aarhus C',
  countryCode: 'DK',
  email: 'kundeservice@delikat.dk',
  phone: '+4570203040',
}
