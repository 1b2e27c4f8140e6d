// The app-wide analytics listeners (docs/analytics.md), mounted once by the app shell inside the login's provider:
// page_view on the first page and on every client-side navigation, navigation clicks in the layout's marked areas
// (data-nav-area), and login when a guest becomes a logged-in customer in this tab.
import { useRouter } from 'next/router'
import { useEffect, useRef, type RefObject } from 'react'
import { useAuth, type AuthStatus } from '@/features/auth/auth-context'
import { useMarketingTracking } from '@/features/marketing/marketing-context'
import { loginEvent, navigationEventOf, pageViewEvent } from './events'
import { useTrack, type Track } from './useTrack'

/** The page's title is set by the new page's head after the route has changed: it is read a moment later. */
function pushPageViewSoon(track: RefObject<Track>) {
  window.setTimeout(() => track.current(pageViewEvent(window.location, document.title)), 0)
}

/** Mount once in the app shell, inside AuthProvider (it reads the login) and MarketingTracker, below Next's router. */
export function TrackingListeners(): null {
  const router = useRouter()
  const { status, customer } = useAuth()
  const track = useTrack()
  const trackRef = useRef(track)
  useEffect(() => {
    trackRef.current = track
  }, [track])

  // The first page is counted once the login is known (a logged-in visitor's first page is not a guest's).
  const firstCounted = useRef(false)
  useEffect(() => {
    if (status === 'loading' || firstCounted.current) return
    firstCounted.current = true
    pushPageViewSoon(trackRef)
  }, [status])

  // Client-side navigations. A shallow change (filters, sort, the checkout's step, a product's edition) keeps the
  // page and is not a page view.
  useEffect(() => {
    const onComplete = (_url: string, options?: { shallow?: boolean }) => {
      if (!options?.shallow) pushPageViewSoon(trackRef)
    }
    router.events.on('routeChangeComplete', onComplete)
    return () => router.events.off('routeChangeComplete', onComplete)
  }, [router])

  // One listener for every navigation area; capturing, so a link whose own handler stops the click still counts. The
  // marketing platform hears the same click as its `click` event (docs/marketing-tracking.md), when it may track.
  const marketing = useMarketingTracking()
  const marketingRef = useRef(marketing)
  useEffect(() => {
    marketingRef.current = marketing
  }, [marketing])
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const navigation = navigationEventOf(event.target)
      if (!navigation) return
      trackRef.current(navigation)
      marketingRef.current.track('click', { area: navigation.navigation_area, text: navigation.link_text, url: navigation.link_url })
    }
    document.addEventListener('click', onClick, true)
    return () => document.removeEventListener('click', onClick, true)
  }, [])

  // A login: the settled status went from guest to authenticated (the login dialog, the login page, a sign-up).
  // Loading in between does not count as a change; the first settled status (the page load) is no login.
  const settled = useRef<AuthStatus | null>(null)
  useEffect(() => {
    if (status === 'loading') return
    const before = settled.current
    settled.current = status
    if (before !== 'guest' || status !== 'authenticated' || !customer) return
    loginEvent(customer).then(
      (event) => trackRef.current(event),
      // No Web Crypto (a page on plain http outside localhost): no login event rather than an unhashed id.
      () => undefined,
    )
  }, [status, customer])

  return null
}
