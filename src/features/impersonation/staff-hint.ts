// A hint, readable by scripts, that this browser holds a staff session: the `delikat-staff` cookie itself is HttpOnly
// (docs/api/impersonation.md). Without it no status is asked, so a customer's or a guest's page load never calls the
// staff endpoints (which would answer 403). Not a credential: without the staff cookie it opens nothing.
import Cookies from 'js-cookie'
import { isPlainHttpLocalhost } from '@/lib/cookies'

export const STAFF_HINT_COOKIE_NAME = 'delikat-staff-login'

// As session-token.ts: same-site strict, path-wide, secure except on plain-http localhost. A session cookie: the
// staff session lasts two hours, and the status call removes a stale hint.
function attributes(): Cookies.CookieAttributes {
  return { path: '/', sameSite: 'strict', secure: !isPlainHttpLocalhost() }
}

export function hasStaffHint(): boolean {
  return Cookies.get(STAFF_HINT_COOKIE_NAME) === '1'
}

export function writeStaffHint(): void {
  Cookies.set(STAFF_HINT_COOKIE_NAME, '1', attributes())
}

export function removeStaffHint(): void {
  Cookies.remove(STAFF_HINT_COOKIE_NAME, attributes())
}
