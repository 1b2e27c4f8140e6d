import { useLayoutEffect } from 'react'
import { renderToString } from 'react-dom/server'
import * as plainClient from 'react-dom/client'
import { hydrateRoot } from './hydrateInTransition'

/** A page of parts that each take a few milliseconds to render, and how many turns another task had got by then. */
function pageOf(parts: number, seen: number[], ticks: () => number, committed: () => void = () => undefined) {
  function Part({ n }: { n: number }) {
    const until = performance.now() + 3
    while (performance.now() < until) {
      // the cost of a part of the page
    }
    seen[n] = ticks()
    return <p>part {n}</p>
  }
  function Committed() {
    useLayoutEffect(committed, [])
    return null
  }
  return (
    <main>
      <Committed />
      {Array.from({ length: parts }, (_, n) => (
        <Part key={n} n={n} />
      ))}
    </main>
  )
}

async function hydrate(hydrateWith: typeof hydrateRoot) {
  const seen: number[] = []
  const container = document.createElement('div')
  container.innerHTML = renderToString(pageOf(20, [], () => 0))
  document.body.appendChild(container)
  const errors: unknown[] = []
  // Another task that wants a turn every millisecond: it gets one during the hydration only if React yields.
  let ticks = 0
  let ticking = true
  const tick = () => {
    ticks += 1
    if (ticking) setTimeout(tick, 1)
  }
  setTimeout(tick, 1)
  let root: ReturnType<typeof hydrateRoot> | undefined
  await new Promise<void>((resolve) => {
    root = hydrateWith(
      container,
      pageOf(20, seen, () => ticks, resolve),
      { onRecoverableError: (error) => errors.push(error) },
    )
  })
  ticking = false
  root!.unmount()
  container.remove()
  return { turns: new Set(seen).size, errors }
}

describe('the first hydration in a transition (docs/adr/0055)', () => {
  // As in the browser: React schedules its work on its own, not inside act().
  const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT
  beforeAll(() => void ((globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false))
  afterAll(() => void ((globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment))

  it('lets other tasks run while a page of 60 ms hydrates, without a mismatch', async () => {
    const { turns, errors } = await hydrate(hydrateRoot)
    expect(errors).toEqual([])
    expect(turns).toBeGreaterThan(2)
  })

  it("is what React's own hydrateRoot does not: it hydrates the page in one task", async () => {
    const { turns, errors } = await hydrate(plainClient.hydrateRoot)
    expect(errors).toEqual([])
    expect(turns).toBe(1)
  })
})
