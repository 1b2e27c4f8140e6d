// Which page numbers the history's page navigation shows: always the first and the last, the current one with its
// neighbours, and a gap (null) where pages are left out, so a long history never gets a row of fifty links.

/** Pages shown on each side of the current one. */
const NEIGHBOURS = 1

export function pageItems(current: number, totalPages: number): (number | null)[] {
  if (totalPages <= 0) return []
  const shown = new Set<number>([1, totalPages])
  for (let page = current - NEIGHBOURS; page <= current + NEIGHBOURS; page++) {
    if (page >= 1 && page <= totalPages) shown.add(page)
  }
  const pages = [...shown].sort((a, b) => a - b)
  const items: (number | null)[] = []
  pages.forEach((page, index) => {
    const previous = pages[index - 1]
    if (previous !== undefined && page - previous === 2) items.push(previous + 1)
    else if (previous !== undefined && page - previous > 2) items.push(null)
    items.push(page)
  })
  return items
}
