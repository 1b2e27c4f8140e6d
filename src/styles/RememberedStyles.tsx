// The server's render remembers the CSS it has compiled (docs/adr/0050). Each request renders with a sheet of its own
// (src/pages/_document.tsx), so styled-components compiles every rule of the page again with stylis for every request,
// though the pages of the shop use the same few hundred rules. This gives the render a stylis that answers a rule it
// has compiled before from memory: the same rules, in the same order, into the request's own sheet.
import { useContext, useMemo, type ReactNode } from 'react'
import { StyleSheetContext } from 'styled-components'

type Stylis = ((css: string, selector: string, prefix?: string, componentId?: string) => string[]) & { hash: string }

/** Enough for every rule of every page kind several times over; the oldest is forgotten first. */
export const REMEMBERED_RULES = 5000

const remembered = new WeakMap<Stylis, Stylis>()

/** `stylis` answering from a bounded memory of its earlier answers. */
export function rememberingStylis(stylis: Stylis, limit = REMEMBERED_RULES): Stylis {
  const known = remembered.get(stylis)
  if (known) return known
  const answers = new Map<string, string[]>()
  const remembering = ((css, selector, prefix, componentId) => {
    const key = `${componentId ?? ''}\u0000${selector}\u0000${prefix ?? ''}\u0000${css}`
    const answer = answers.get(key)
    if (answer) return answer
    const compiled = stylis(css, selector, prefix, componentId)
    if (answers.size >= limit) answers.delete(answers.keys().next().value as string)
    answers.set(key, compiled)
    return compiled
  }) as Stylis
  remembering.hash = stylis.hash
  remembered.set(stylis, remembering)
  return remembering
}

/** Inside ServerStyleSheet.collectStyles: the same sheet, with a stylis that remembers. */
export function RememberedStyles({ children }: { children: ReactNode }) {
  const context = useContext(StyleSheetContext) as { stylis: Stylis }
  const value = useMemo(() => ({ ...context, stylis: rememberingStylis(context.stylis) }), [context])
  return <StyleSheetContext.Provider value={value as never}>{children}</StyleSheetContext.Provider>
}
