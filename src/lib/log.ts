// Logging for failures the page survives (docs/product.md §8: "logged"). Kept to one line per event.
export function logError(context: string, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error)
  console.error(`[storefront] ${context}: ${message}`)
}

export function logWarning(message: string): void {
  console.warn(`[storefront] ${message}`)
}
