// True once the element has come within `margin` of the screen, and from then on. Rows below the fold (similar
// products) fetch only then: the product page's first load asks the shop API for the product alone.
import { useEffect, useState, type RefObject } from 'react'

export function useNearViewport(ref: RefObject<Element | null>, margin = '200px'): boolean {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (near || !element) return
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: margin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, margin, near])
  return near
}
