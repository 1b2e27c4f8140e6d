// Hooks for the components that tell the marketing platform what is shown (docs/marketing-tracking.md). An event
// whose page is open when tracking starts (a consent given on it) is sent then; each is sent once per key.
import { useEffect, useRef } from 'react'
import { useMarketingTracking, type MarketingEventName } from './marketing-context'

/** Sends `event` once per `key` while tracking runs; `properties` null or `key` null: nothing (yet). */
export function useMarketingEventOnce(event: MarketingEventName, properties: Record<string, unknown> | null, key: string | null): void {
  const { active, track } = useMarketingTracking()
  const latest = useRef(properties)
  latest.current = properties
  const sentKey = useRef<string | null>(null)
  useEffect(() => {
    if (!active || key === null || sentKey.current === key || !latest.current) return
    sentKey.current = key
    track(event, latest.current)
  }, [active, key, event, track])
}
