// Open/close state of a header dropdown (disclosure pattern): Escape closes it and returns focus to its button,
// a click outside or focus leaving it closes it, and so does navigating to another page.
import { useRouter } from 'next/router'
import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react'

export function useDropdown<Id extends string = string, Container extends HTMLElement = HTMLElement>() {
  const router = useRouter()
  const [openId, setOpenId] = useState<Id | null>(null)
  const containerRef = useRef<Container | null>(null)
  const triggers = useRef(new Map<Id, HTMLElement | null>())

  const close = useCallback(() => setOpenId(null), [])

  useEffect(() => {
    router.events.on('routeChangeStart', close)
    return () => router.events.off('routeChangeStart', close)
  }, [router.events, close])

  useEffect(() => {
    if (openId === null) return
    const onPointerDown = (event: PointerEvent) => {
      if (containerRef.current && !containerRef.current.contains(event.target as Node)) setOpenId(null)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [openId])

  const toggle = useCallback((id: Id) => setOpenId((current) => (current === id ? null : id)), [])

  /** Put on the container: Escape closes the open panel and focuses its button. */
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.key !== 'Escape' || openId === null) return
      event.preventDefault()
      const trigger = triggers.current.get(openId)
      setOpenId(null)
      trigger?.focus()
    },
    [openId],
  )

  /** Put on the container: focus moving outside closes the panel. */
  const onBlur = useCallback((event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null
    if (next && containerRef.current && !containerRef.current.contains(next)) setOpenId(null)
  }, [])

  const triggerRef = useCallback(
    (id: Id) => (element: HTMLElement | null) => {
      triggers.current.set(id, element)
    },
    [],
  )

  return { openId, setOpenId, toggle, close, containerRef, onKeyDown, onBlur, triggerRef }
}
