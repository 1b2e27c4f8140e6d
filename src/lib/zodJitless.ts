// `zod` as the browser build imports it (next.config.js aliases it here): the same zod, with its eval probe switched
// off before any schema is made (src/lib/zodJitlessConfig.ts, imported first so that it runs first).
import './zodJitlessConfig'

export * from 'zod/v4'
