/**
 * The end-to-end tests' (and the benchmark's) own ports and storefront build folder, apart from `npm start`'s
 * 3000, 3001 and .next: the storefront's rewrites name the backend's port, so each setup has its own build.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100)
export const E2E_BACKEND_PORT = Number(process.env.E2E_BACKEND_PORT ?? 3101)
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`
/** E2E_DIST_DIR: a second checkout of work in progress may build beside the usual one. */
export const E2E_DIST_DIR = process.env.E2E_DIST_DIR ?? '.next-e2e'

/** The stand-in for the outside services (tag manager, marketing SDK): another origin, so the tests can tell a request
 * to it from the shop's own (scripts/e2e-stand-in.ts). The e2e build points GTM_URL at it. */
export const E2E_STAND_IN_PORT = Number(process.env.E2E_STAND_IN_PORT ?? E2E_PORT + 2)
export const E2E_STAND_IN_URL = `http://127.0.0.1:${E2E_STAND_IN_PORT}`
/** The tag manager container the e2e build is configured with. */
export const E2E_GTM_ID = 'GTM-E2ETEST'
/** The marketing platform project the e2e build's web SDK is set up with (its script comes from the stand-in). */
export const E2E_MARKETING_PROJECT = 'e2e00000-0000-4000-8000-000000000000'
