// jsdom lacks the layout APIs embla-carousel needs; these inert stand-ins let carousels mount in tests.
export function installBrowserStubs(): void {
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList
  }
  class InertObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return []
    }
  }
  if (!('ResizeObserver' in window)) Object.assign(window, { ResizeObserver: InertObserver })
  if (!('IntersectionObserver' in window)) Object.assign(window, { IntersectionObserver: InertObserver })
}
