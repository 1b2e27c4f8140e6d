// Client-side cookies of docs/product.md §3: secure, same-site strict, path /. Secure is left off only on plain-http
// localhost, where browsers would refuse the cookie (local development and the end-to-end tests).
import Cookies from 'js-cookie'
import { BASKET_COOKIE_EXPIRES_DAYS, BASKET_COOKIE_NAME } from '@/config/constants'

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1'])

export function isPlainHttpLocalhost(): boolean {
  if (typeof window === 'undefined') return false
  return window.location.protocol === 'http:' && LOCAL_HOSTS.has(window.location.hostname)
}

/** The attributes every cookie the storefront writes gets. */
export function cookieAttributes(): Cookies.CookieAttributes {
  return { path: '/', sameSite: 'strict', secure: !isPlainHttpLocalhost() }
}

export function readBasketId(): string | null {
  const value = Cookies.get(BASKET_COOKIE_NAME)
  return value && value.trim() !== '' ? value : null
}

export function writeBasketId(basketUid: string): void {
  Cookies.set(BASKET_COOKIE_NAME, basketUid, { ...cookieAttributes(), expires: BASKET_COOKIE_EXPIRES_DAYS })
}

export function removeBasketId(): void {
  Cookies.remove(BASKET_COOKIE_NAME, cookieAttributes())
}
