// The analytics events beside e-commerce (docs/analytics.md): page views, login, search, forms and navigation
// clicks. Pure builders; the visitor's loginStatus and businessType are added where they are pushed (useTrack.ts).
import type { ClientType } from '@/features/customer/api/schemas'

export type BusinessType = 'b2c' | 'b2b'

export const businessTypeOf = (clientType: ClientType | null | undefined): BusinessType => (clientType === 'B2B' ? 'b2b' : 'b2c')

export function pageViewEvent(location: { href: string; pathname: string; search: string }, title: string) {
  return { event: 'page_view', page_location: location.href, page_path: `${location.pathname}${location.search}`, page_title: title }
}

/** The SHA-256 of a text, as lowercase hex: the login event carries the customer's id only hashed. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** After a successful login: the customer's HardId hashed, and whether they logged in as a business. */
export async function loginEvent(customer: { HardId: string; ClientType: ClientType }) {
  return { event: 'login', user_id_hash: await sha256Hex(customer.HardId), businessType: businessTypeOf(customer.ClientType) }
}

/** The search page's types (features/search: all, products, recipes, articles) as analytics names them. Recipes
 * are content like articles, so they count as an article search. */
const SEARCH_TYPE_NAMES = {
  all: 'all results',
  products: 'product search',
  recipes: 'article search',
  articles: 'article search',
} as const

export type SearchTab = keyof typeof SEARCH_TYPE_NAMES

export function searchEvent(term: string, tab: SearchTab) {
  return { event: 'search', search_term: term, search_type: SEARCH_TYPE_NAMES[tab] }
}

/** The forms analytics follows: the customer club sign-up. */
export type FormName = 'club_signup'

export const formStartEvent = (formName: FormName) => ({ event: 'form_start', form_name: formName })

export const formSubmitEvent = (formName: FormName) => ({ event: 'form_submit', form_name: formName })

/** A link followed in one of the layout's navigation areas (the element's data-nav-area). */
function navigationEvent(area: string, link: { text: string; url: string }) {
  return { event: 'navigation', navigation_area: area, link_text: link.text, link_url: link.url }
}

/** The navigation event for a click, or null when the click was not on a link inside a navigation area. */
export function navigationEventOf(target: EventTarget | null) {
  if (!(target instanceof Element)) return null
  const link = target.closest('a[href]')
  const area = link?.closest('[data-nav-area]')?.getAttribute('data-nav-area')
  if (!link || !area) return null
  // The visible text, else what a screen reader hears (an icon link has only its aria-label).
  const text = (link.textContent ?? '').replace(/\s+/g, ' ').trim() || link.getAttribute('aria-label') || ''
  return navigationEvent(area, { text, url: (link as HTMLAnchorElement).href })
}
