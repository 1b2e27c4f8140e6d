/** The admin dashboard's opening panel: what is there and what waits, for editors and customer service, with links. */
import type { CollectionSlug, ServerProps, Where } from 'payload'
import { AUTHORIZATION_WARNING_DAYS } from '../shop/orders/fulfilment/constants'
import { startOfDanishDay } from './danish-day'
import './Dashboard.scss'

/** Withdrawals are refunded within this many days of the withdrawal (OrderWithdrawals.ts). */
const REFUND_DAYS = 14
const DAY_MS = 24 * 60 * 60 * 1000

type Language = 'da' | 'en'
type Text = Record<Language, string>

interface Tile {
  collection: CollectionSlug
  /** Counts the collection's versions (drafts) rather than its documents. */
  versions?: boolean
  where?: Where
  /** The list view's own filter, as query parameters, when the tile's link narrows the list. */
  query?: Record<string, string>
  label: Text
  hint?: Text
  /** A count above zero is work waiting: shown highlighted. */
  waiting?: boolean
}

interface Section {
  title: Text
  guidance: Text
  tiles: Tile[]
}

export function sections(now: Date): Section[] {
  const today = startOfDanishDay(now).toISOString()
  const refundWindow = new Date(now.getTime() - REFUND_DAYS * DAY_MS).toISOString()
  const expiryWindow = new Date(now.getTime() + AUTHORIZATION_WARNING_DAYS * DAY_MS).toISOString()
  return [
    {
      title: { da: 'Indhold', en: 'Content' },
      guidance: {
        da: 'Ret en side og se kladden ved siden af i Live Preview (mobil og desktop). Gem som kladde, og udgiv når den er klar. Forhåndsvisningens link virker i 30 minutter.',
        en: 'Edit a page and watch the draft beside it in Live Preview (mobile and desktop). Save a draft, publish when it is ready. A preview link works for 30 minutes.',
      },
      tiles: [
        {
          collection: 'pages',
          versions: true,
          where: { and: [{ latest: { equals: true } }, { 'version._status': { equals: 'draft' } }] },
          label: { da: 'Kladder der venter', en: 'Drafts waiting' },
          hint: { da: 'sider med ændringer der ikke er udgivet', en: 'pages with unpublished changes' },
          waiting: true,
        },
        { collection: 'pages', label: { da: 'Sider', en: 'Pages' } },
        { collection: 'products', label: { da: 'Produkter', en: 'Products' } },
        { collection: 'recipes', label: { da: 'Opskrifter', en: 'Recipes' } },
      ],
    },
    {
      title: { da: 'Ordrer og kundeservice', en: 'Orders and customer service' },
      guidance: {
        da: 'Fortrydelser refunderes via betalingsudbyderen senest 14 dage efter fortrydelsen, når varerne er retur eller sendt. Mangler kvitteringsmailen, så send den manuelt. Alderstjek viser hvem der er tjekket, aldrig fødselsdatoer.',
        en: 'Refund withdrawals through the payment provider within 14 days of the withdrawal, once the goods are back or sent. If the acknowledgement mail is missing, send one by hand. Age checks show who was checked, never birth dates.',
      },
      tiles: [
        {
          collection: 'orders',
          where: { placedAt: { greater_than_equal: today } },
          query: { 'where[placedAt][greater_than_equal]': today },
          label: { da: 'Ordrer i dag', en: 'Orders today' },
        },
        {
          // A card's reservation lapses at the provider (docs/adr/0044-order-fulfilment.md): ship before, or call.
          collection: 'orders',
          where: {
            and: [{ 'payment.authorizationExpiresAt': { less_than: expiryWindow } }, { status: { in: ['Authorized', 'Settled'] } }],
          },
          query: {
            'where[payment.authorizationExpiresAt][less_than]': expiryWindow,
            'where[status][in][0]': 'Authorized',
            'where[status][in][1]': 'Settled',
          },
          label: { da: 'Betalinger der udløber inden for 2 dage', en: 'Payments lapsing within 2 days' },
          hint: { da: 'send ordren eller kontakt kunden', en: 'ship the order or contact the customer' },
          waiting: true,
        },
        {
          collection: 'orders',
          where: { and: [{ status: { in: ['Authorized', 'Settled'] } }, { shippedAt: { exists: false } }] },
          query: { 'where[status][in][0]': 'Authorized', 'where[status][in][1]': 'Settled', 'where[shippedAt][exists]': 'false' },
          label: { da: 'Ordrer der venter på at blive sendt', en: 'Orders waiting to be shipped' },
          hint: { da: 'betalt, endnu ikke afsendt', en: 'paid, not yet shipped' },
          waiting: true,
        },
        {
          collection: 'orders',
          where: {
            and: [{ paymentMethod: { equals: 'Invoice' } }, { invoicePaidAt: { exists: false } }, { status: { not_equals: 'Cancelled' } }],
          },
          query: {
            'where[paymentMethod][equals]': 'Invoice',
            'where[invoicePaidAt][exists]': 'false',
            'where[status][not_equals]': 'Cancelled',
          },
          label: { da: 'Fakturaer der ikke er betalt', en: 'Invoices not paid' },
          hint: { da: 'marker betalt på ordren, når pengene er der', en: 'mark paid on the order when the money is in' },
        },
        {
          collection: 'order-withdrawals',
          where: { withdrawnAt: { greater_than_equal: refundWindow } },
          query: { 'where[withdrawnAt][greater_than_equal]': refundWindow },
          label: { da: 'Fortrydelser at refundere', en: 'Withdrawals to refund' },
          hint: { da: 'de seneste 14 dage', en: 'the last 14 days' },
          waiting: true,
        },
        {
          collection: 'order-withdrawals',
          where: { acknowledgedAt: { exists: false } },
          query: { 'where[acknowledgedAt][exists]': 'false' },
          label: { da: 'Uden kvitteringsmail', en: 'Without acknowledgement' },
          hint: { da: 'send en manuelt', en: 'send one by hand' },
          waiting: true,
        },
        {
          collection: 'age-verifications',
          where: { and: [{ status: { equals: 'Verified' } }, { verifiedAt: { greater_than_equal: today } }] },
          query: { 'where[status][equals]': 'Verified', 'where[verifiedAt][greater_than_equal]': today },
          label: { da: 'Alderstjek i dag', en: 'Age checks today' },
          hint: { da: 'godkendte', en: 'verified' },
        },
      ],
    },
  ]
}

export async function EditorDashboard({ payload, i18n, permissions, user }: ServerProps) {
  const language: Language = i18n.language === 'en' ? 'en' : 'da'
  const adminRoute = payload.config.routes.admin
  // Only what the user may read, counted with their access (overrideAccess off): customer service sees no drafts.
  const visible = sections(new Date())
    .map((section) => ({ ...section, tiles: section.tiles.filter((tile) => permissions?.collections?.[tile.collection]?.read) }))
    .filter((section) => section.tiles.length > 0)
  if (!user || visible.length === 0) return null

  const count = async (tile: Tile): Promise<number | null> => {
    try {
      const options = { collection: tile.collection, where: tile.where, overrideAccess: false, user }
      const { totalDocs } = tile.versions ? await payload.countVersions(options) : await payload.count(options)
      return totalDocs
    } catch (error) {
      // A count that fails leaves a dash; the dashboard is still the way into the admin.
      payload.logger.warn({ err: error, collection: tile.collection }, 'dashboard count failed')
      return null
    }
  }
  const counted = await Promise.all(visible.map(async (section) => ({ ...section, counts: await Promise.all(section.tiles.map(count)) })))

  return (
    <div className="delikat-dashboard">
      <h2 className="delikat-dashboard__greeting">
        {language === 'da' ? 'Velkommen til Delikats administration' : 'Welcome to Delikat’s admin'}
      </h2>
      {counted.map((section) => (
        <section key={section.title.en} className="delikat-dashboard__section">
          <h3>{section.title[language]}</h3>
          <p className="delikat-dashboard__guidance">{section.guidance[language]}</p>
          <ul className="delikat-dashboard__tiles">
            {section.tiles.map((tile, i) => {
              const total = section.counts[i]
              const href = `${adminRoute}/collections/${tile.collection}${tile.query ? `?${new URLSearchParams(tile.query)}` : ''}`
              const waiting = tile.waiting && typeof total === 'number' && total > 0
              return (
                <li key={tile.label.en}>
                  <a className={`delikat-dashboard__tile${waiting ? ' delikat-dashboard__tile--waiting' : ''}`} href={href}>
                    <span className="delikat-dashboard__count">{total ?? '–'}</span>
                    <span className="delikat-dashboard__label">{tile.label[language]}</span>
                    {tile.hint && <span className="delikat-dashboard__hint">{tile.hint[language]}</span>}
                  </a>
                </li>
              )
            })}
          </ul>
        </section>
      ))}
    </div>
  )
}
