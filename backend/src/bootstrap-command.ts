/**
 * How bootstrap.ts is run (`npm start`, scripts/stack.ts; the deployment tests): `tsx --conditions=production
 * src/bootstrap.ts` in backend/. Bootstrap loads Payload's rich-text editor, whose lexical packages pick their build
 * with a top-level `await import()` under the `node` export condition; Node 20 can deadlock on those while it loads the
 * module graph, and the process then ends silently with exit code 13. The `production` condition names the build
 * directly (docs/adr/0033).
 */
export const BOOTSTRAP_NODE_FLAGS: readonly string[] = ['--conditions=production']
