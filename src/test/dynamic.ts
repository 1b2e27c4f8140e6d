// For a test that imports a module anew (after vi.resetModules): waits until the next/dynamic components it made have
// their module, as tests/setup-dom.ts does once before the tests.
export async function settleDynamicImports(): Promise<void> {
  await Promise.all((globalThis as { __dynamicLoads?: Promise<unknown>[] }).__dynamicLoads ?? [])
}
