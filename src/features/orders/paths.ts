// The guest order lookup's address (src/pages/find-ordre.tsx; docs/adr/0038), linked from the login form and the
// footer (the footer's link is content: backend/src/seed/index.ts).
export const ORDER_LOOKUP_PATH = '/find-ordre/'
