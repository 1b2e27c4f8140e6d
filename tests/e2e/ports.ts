/**
 * The end-to-end tests' (and the benchmark's) own ports and storefront build folder, apart from `npm start`'s
 * 3000, 3001 and .next: the storefront's rewrites name the backend's port, so each setup has its own build.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100)
export const E2E_BACKEND_PORT = Number(process.env.E2E_BACKEND_PORT ?? 3101)
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`
export const E2E_DIST_DIR = '.next-e2e'
