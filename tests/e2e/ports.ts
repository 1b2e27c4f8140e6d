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

/**
 * What the e2e build is made with besides its ports (its folder, and the outside services on the stand-in): the
 * multi-instance tests (tests/cluster) give the same, on the same public ports, and so run on the same build.
 */
export const E2E_BUILD_ENV = {
  NEXT_DIST_DIR: E2E_DIST_DIR,
  GTM_CONTAINER_ID: E2E_GTM_ID,
  GTM_URL: E2E_STAND_IN_URL,
  ANALYTICS_ORIGINS: E2E_STAND_IN_URL,
  BLOOMREACH_PROJECT_TOKEN: E2E_MARKETING_PROJECT,
  BLOOMREACH_TARGET: E2E_STAND_IN_URL,
  HELP_WIDGET_SCRIPT_URL: `${E2E_STAND_IN_URL}/help-widget.js`,
  HEATMAP_SCRIPT_URL: `${E2E_STAND_IN_URL}/heatmaps.js`,
  POPUP_TOOL_SCRIPT_URL: `${E2E_STAND_IN_URL}/popup-tool.js`,
} as const
