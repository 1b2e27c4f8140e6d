/** The backend: Payload CMS with the content model, the shop API and PostgreSQL (embedded PGlite or a server). */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { da } from '@payloadcms/translations/languages/da'
import { en } from '@payloadcms/translations/languages/en'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { richTextEditor } from './blocks/shared/editor'
import { BasketLines, Baskets } from './collections/Baskets'
import { Campaigns } from './collections/Campaigns'
import { GiftCardLines, GiftCards, GiftCardUsages } from './collections/GiftCards'
import { Categories } from './collections/Categories'
import { Customers } from './collections/Customers'
import { Favorites } from './collections/Favorites'
import { Orders } from './collections/Orders'
import { OrderWithdrawals } from './collections/OrderWithdrawals'
import { Media } from './collections/Media'
import { MenuItems } from './collections/MenuItems'
import { Pages } from './collections/Pages'
import { PriceHistory } from './collections/PriceHistory'
import { ProductVariants } from './collections/ProductVariants'
import { Products } from './collections/Products'
import { Recipes } from './collections/Recipes'
import { Translations } from './collections/Translations'
import { Users } from './collections/Users'
import { Vouchers } from './collections/Vouchers'
import { DeliveryMethods } from './collections/DeliveryMethods'
import { TestPayments } from './collections/TestPayments'
import { AgeVerifications } from './collections/AgeVerifications'
import { ImpersonationEvents } from './collections/ImpersonationEvents'
import { OrderEvents } from './collections/OrderEvents'
import { Shipments } from './collections/Shipments'
import { ConsentEvents, CookieConsents, MarketingPlatformCalls } from './collections/ConsentRecords'
import { StockAlerts } from './collections/StockAlerts'
import { forgetsPagesOnChange, globalForgetsPagesOnChange } from './content/node-cache'
import { previewUrl } from './content/preview'
import { shopEndpoints } from './endpoints'
import { payloadEmailAdapter } from './shop/email/payload-adapter'
import { env } from './env'
import { startHousekeeping } from './shop/housekeeping'
import { changeBus } from './db/change-bus'
import { Footer, Settings } from './globals'

const dirname = path.dirname(fileURLToPath(import.meta.url))

function adminOrigins(backendUrl: string, extra: string[]): string[] {
  const url = new URL(backendUrl)
  const origins = new Set([url.origin, ...extra])
  if (url.hostname === '127.0.0.1' || url.hostname === 'localhost') {
    for (const host of ['127.0.0.1', 'localhost']) origins.add(`${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`)
  }
  return [...origins]
}
const config = env()

export default buildConfig({
  secret: config.PAYLOAD_SECRET,
  serverURL: config.ADMIN_URL ?? config.BACKEND_URL,
  // The admin's own requests carry the staff cookie only from these origins (Payload checks Origin against them).
  // `npm start` names the backend 127.0.0.1 for the storefront's sake while people open localhost, so a loopback
  // backend is both.
  csrf: adminOrigins(config.ADMIN_URL ?? config.BACKEND_URL, config.ALLOWED_ORIGINS),
  admin: {
    user: Users.slug,
    // Payload's own avatar, not Gravatar's: staff e-mail hashes stay here, and the admin's CSP loads no foreign images.
    avatar: 'default',
    meta: { titleSuffix: ' · Delikat' },
    importMap: { baseDir: dirname },
    // Danish dates as the shop writes them (Payload's date-fns patterns): "3. marts 2026 14:05" in lists and fields.
    dateFormat: 'd. MMMM yyyy HH:mm',
    // What is there and what waits: drafts, orders, withdrawals to refund, age checks (admin/Dashboard.tsx).
    components: { beforeDashboard: ['/admin/Dashboard#EditorDashboard'] },
    // The storefront beside the page editor, showing the saved draft through a signed preview token (docs/adr/0008);
    // each save mints a fresh URL, so the frame reloads with it. The storefront lets only the admin's origin frame a
    // preview answer, and the admin's CSP frames only the storefront (docs/security.md, Headers).
    livePreview: {
      collections: [Pages.slug],
      url: ({ data, locale }) => (typeof data?.url === 'string' ? previewUrl(data.url, locale?.code) : null),
      breakpoints: [
        { name: 'mobile', label: 'Mobil', width: 390, height: 844 },
        { name: 'desktop', label: 'Desktop', width: 1280, height: 800 },
      ],
    },
  },
  // The admin speaks Danish to the shop's staff: Payload's own Danish texts, English for whoever picks it on their
  // account page or whose browser asks for it first; anyone else (no cookie, no matching Accept-Language) gets Danish.
  i18n: { supportedLanguages: { da, en }, fallbackLanguage: 'da' },
  collections: [
    Users,
    Customers,
    // What a page or its frame may show: saving any of these forgets the guests' pages and the frame kept in memory
    // (content/node-cache.ts, content/layout-cache.ts).
    ...[Media, Categories, Products, ProductVariants, PriceHistory, Campaigns, Recipes, Pages, MenuItems, Translations].map(
      forgetsPagesOnChange,
    ),
    Baskets,
    BasketLines,
    GiftCards,
    GiftCardLines,
    GiftCardUsages,
    Vouchers,
    Favorites,
    Orders,
    OrderWithdrawals,
    Shipments,
    OrderEvents,
    // The footer states the delivery facts.
    forgetsPagesOnChange(DeliveryMethods),
    TestPayments,
    AgeVerifications,
    ImpersonationEvents,
    CookieConsents,
    ConsentEvents,
    MarketingPlatformCalls,
    StockAlerts,
  ],
  globals: [Settings, Footer].map(globalForgetsPagesOnChange),
  // Rich text in page components; content/richtext.ts turns it into the HTML the storefront renders.
  editor: richTextEditor,
  localization: {
    locales: [
      { code: 'da', label: 'Dansk' },
      { code: 'en', label: 'English' },
    ],
    defaultLocale: 'da',
    fallback: true,
  },
  // A copy: Payload pushes its own root endpoints (GET /access) into the array it is given.
  endpoints: [...shopEndpoints],
  // Payload's own mails (staff password resets) go through the shop's transport: SMTP or .eml files.
  email: payloadEmailAdapter,
  db: postgresAdapter({
    pool: { connectionString: config.DATABASE_URL, max: config.DATABASE_POOL_MAX },
    // Schema changes go through committed migrations only, on every database (docs/architecture.md §8).
    push: false,
    migrationDir: path.resolve(dirname, 'migrations'),
    // The embedded database has one session, held by a connection for a whole transaction. Payload's REST
    // update reads the locked-documents table on another connection while its own transaction is open, which
    // waits for that session forever. So Payload's own writes run without a transaction there (docs/adr/0013);
    // the shop's SQL paths keep theirs, and PostgreSQL keeps Payload's.
    ...(config.EMBEDDED_DATABASE ? { transactionOptions: false as const } : {}),
  }),
  sharp,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  telemetry: false,
  onInit: (payload) => {
    // Each instance's own background work: cancelling card orders nobody will pay (shop/housekeeping.ts).
    startHousekeeping(payload, config.HOUSEKEEPING_SECONDS)
    // Other instances' saves forget what this one keeps (db/change-bus.ts); the embedded database has no others.
    if (!config.EMBEDDED_DATABASE) void changeBus.listen(config.DATABASE_URL)
  },
})
