import { useEffect, useRef } from 'react'

/** A step's heading: focused by script when the step appears, so the change is not lost on keyboard and screen reader users. */
export function StepHeading({ id, children }: { id: string; children: string }) {
  const ref = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    ref.current?.focus()
  }, [])
  return (
    <h2 id={id} ref={ref} tabIndex={-1}>
      {children}
    </h2>
  )
}
