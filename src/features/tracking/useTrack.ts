// Pushing events as the visitor: every event carries loginStatus and businessType (docs/analytics.md), read from
// the login (features/auth).
import { useCallback, useEffect, useRef } from 'react'
import { useAuth } from '@/features/auth/auth-context'
import { pushDataLayer } from './dataLayer'
import type { BusinessType } from './events'

export type TrackedEvent = { event: string; [field: string]: unknown }

export type Track = (event: TrackedEvent) => void

/** Pushes an event with loginStatus and businessType of the visitor as they are at the moment of the push. */
export function useTrack(): Track {
  const { status, isB2B } = useAuth()
  const loginStatus = status === 'authenticated'
  const businessType: BusinessType = isB2B ? 'b2b' : 'b2c'
  return useCallback((event) => pushDataLayer({ ...event, loginStatus, businessType }), [loginStatus, businessType])
}

/**
 * Pushes `event` once for each `key` (e.g. a product page per edition, the basket page per basket). Waits while
 * the login is still being read, so a logged-in visitor's first page is not counted as a guest's. `event` null or
 * `key` null: nothing (yet).
 */
export function useTrackOnce(event: TrackedEvent | null, key: string | null): void {
  const { status } = useAuth()
  const track = useTrack()
  const latest = useRef(event)
  latest.current = event
  const pushedKey = useRef<string | null>(null)
  const ready = status !== 'loading' && event !== null && key !== null
  useEffect(() => {
    if (!ready || pushedKey.current === key || !latest.current) return
    pushedKey.current = key
    track(latest.current)
  }, [ready, key, track])
}
