// Evaluated before zod's own modules in the browser (src/lib/zodJitless.ts): zod compiles object parsers with
// `new Function` where eval is allowed, and finds out by trying it when a schema is made; under the shop's CSP that
// try is reported as a violation on every page that makes a schema. Jitless, it never tries.
import { config } from 'zod/v4/core'

config({ jitless: true })
