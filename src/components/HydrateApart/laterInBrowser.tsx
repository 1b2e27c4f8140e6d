// A part of the page whose code the browser fetches after the first load (docs/adr/0052): the footer, and each CMS
// block (src/blocks/registry.browser.ts). The server renders it from its own bundle, so the page arrives whole and the
// same for every visitor; the browser keeps that HTML as it is until the part's chunk has come, then hydrates it. Only
// inside a HydrateApart: its Suspense boundary is what React leaves dehydrated meanwhile. Until then the part's links
// work as plain links and a press on one of its buttons does nothing, as on any button before a page has hydrated, so
// the chunk is asked for as the page starts to hydrate (`eager`, or the part's `preload`), beside the page's hydration.
import { lazy, type ComponentType } from 'react'
import { logError } from '@/lib/log'

export type Later<Props> = ComponentType<Props> & {
  /** Fetches the part's code (once); resolves when it has come, or failed (logged: the part then shows nothing). */
  preload: () => Promise<void>
}

const Nothing = () => null

/**
 * `onServer`: the component itself on the server, null in the browser. Write it as
 * `typeof window === 'undefined' ? require('./Part').Part : null` at the call site: the browser's build knows
 * `typeof window` to be "object" and drops the branch, and with it the part's code. `eager`: ask for the code as soon
 * as this runs (the app's code), not when the part first renders.
 */
export function laterInBrowser<Props extends object>(
  onServer: ComponentType<Props> | null,
  load: () => Promise<ComponentType<Props>>,
  { name, eager = false }: { name: string; eager?: boolean },
): Later<Props> {
  let Loaded: ComponentType<Props> | null = onServer
  let loading: Promise<void> | null = onServer ? Promise.resolve() : null
  const preload = () =>
    (loading ??= load().then(
      (Component) => {
        Loaded = Component
      },
      (error: unknown) => {
        logError(`the code of ${name}`, error)
        Loaded = Nothing
      },
    ))
  // While the code is on its way: React.lazy, which React waits for like any suspending component (a `use` of the
  // promise here held up a client render of the whole page in a test, where lazy does not).
  const Waiting = lazy(() => preload().then(() => ({ default: Loaded ?? Nothing })))
  function Part(props: Props) {
    const Component = Loaded
    return Component ? <Component {...props} /> : <Waiting {...props} />
  }
  Part.displayName = `Later(${name})`
  Part.preload = preload
  if (eager) void preload()
  return Part
}
