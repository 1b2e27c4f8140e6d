/**
 * What a page's first load is, counted the same way by the budget test (tests/e2e/js-budget.spec.ts) and the bench
 * (scripts/page-weight.ts): the JavaScript the page's HTML names, i.e. every <script src> that is not `nomodule`
 * (the polyfills only old browsers fetch; React writes the attribute `noModule`). Chunks the page loads later, on demand, are not part of it.
 */

/** The script addresses the HTML names, in order and each once (HTML-escaped ampersands decoded). */
export function firstLoadScriptSources(html: string): string[] {
  const sources = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((match) => match[1] ?? '')
    .filter((attributes) => !/\bnomodule\b/i.test(attributes))
    .map((attributes) => /\bsrc="([^"]+)"/.exec(attributes)?.[1])
    .filter((src): src is string => src !== undefined)
    .map((src) => src.replace(/&amp;/g, '&'))
  return [...new Set(sources)]
}

/** Bytes as kB (1024 bytes) with one decimal. */
export const kb = (bytes: number) => Math.round(bytes / 102.4) / 10
