// requestOrigin (src/lib/origin.ts) for code that runs in the browser too (App.getInitialProps): there it is the page's own
// origin, and the server's environment (validated with zod) is only loaded on the server.
import type { IncomingMessage } from 'node:http'

export async function pageOrigin(req: Pick<IncomingMessage, 'headers'> | undefined): Promise<string> {
  if (typeof window !== 'undefined') return window.location.origin
  const { requestOrigin } = await import('./origin')
  return requestOrigin(req)
}
