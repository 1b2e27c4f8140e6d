/** URL segments from Danish names: æ→ae, ø→oe, å→aa, accents dropped, everything else to hyphens. */
const DANISH: Record<string, string> = { æ: 'ae', ø: 'oe', å: 'aa', Æ: 'ae', Ø: 'oe', Å: 'aa' }

export function slugify(text: string): string {
  return text
    .replace(/[æøåÆØÅ]/g, (c) => DANISH[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
