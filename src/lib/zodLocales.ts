// zod's locales as the browser build sees them (next.config.js puts this module in place of zod's own list): English
// only, which zod sets as its default. The shop shows its own texts for every input error (src/lib/validation.ts),
// never zod's, so the other 40-odd languages (about half of zod's code) need not travel to the browser.
export { default as en } from 'zod/v4/locales/en.js'
