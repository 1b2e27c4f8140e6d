/**
 * Code 128 (ISO/IEC 15417), the symbology PostNord's parcel labels carry, for the local test label's barcode
 * (docs/adr/0044-order-fulfilment.md). Digits in even runs go in code set C (two digits a symbol), everything else
 * printable ASCII in code set B. The result is the symbol values and the bar/space widths in modules, which the
 * label draws as rectangles.
 */

/**
 * Bar, space, bar, space, bar, space widths in modules of symbol values 0 to 105, then the stop symbol (106), which
 * has a seventh element (its final bar). Every symbol is 11 modules wide and its bars add up to an even number.
 */
// prettier-ignore
export const CODE128_PATTERNS = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
] as const

const CODE_B = 100
const CODE_C = 99
const START_B = 104
const START_C = 105
const STOP = 106
/** The quiet zone each side, in modules (the standard asks for at least 10). */
export const CODE128_QUIET_ZONE = 10

/** How many digits follow from position i. */
function digitRun(text: string, i: number): number {
  let n = 0
  while (i + n < text.length && text.charCodeAt(i + n) >= 48 && text.charCodeAt(i + n) <= 57) n++
  return n
}

/**
 * The symbol values for the text: start, data, check symbol, stop. Set C for even runs of 4 or more digits (and a
 * text of only digits, even in length), set B otherwise. Throws on characters outside printable ASCII.
 */
export function code128Values(text: string): number[] {
  if (!text) throw new Error('Code 128 needs at least one character')
  for (const char of text) {
    const code = char.charCodeAt(0)
    if (code < 32 || code > 126) throw new Error(`Code 128 set B cannot encode "${char}"`)
  }
  const values: number[] = []
  // An even run of 4 or more digits saves symbols in set C; an odd run gives its first digit to set B. A text of
  // only digits, even in length, is all set C.
  const useC = (i: number) => {
    const run = digitRun(text, i)
    return run % 2 === 0 && (run >= 4 || (i === 0 && run === text.length))
  }
  let set: 'B' | 'C' = useC(0) ? 'C' : 'B'
  values.push(set === 'C' ? START_C : START_B)
  let i = 0
  while (i < text.length) {
    if (set === 'B' && useC(i)) {
      values.push(CODE_C)
      set = 'C'
    }
    if (set === 'C') {
      if (digitRun(text, i) >= 2) {
        values.push(Number(text.slice(i, i + 2)))
        i += 2
        continue
      }
      values.push(CODE_B)
      set = 'B'
    }
    values.push(text.charCodeAt(i) - 32)
    i += 1
  }
  const check = values.reduce((sum, value, position) => sum + value * Math.max(position, 1), 0) % 103
  values.push(check, STOP)
  return values
}

/** The widths in modules of bar, space, bar, … from the first bar to the last (no quiet zones). */
export function code128Widths(text: string): number[] {
  return code128Values(text).flatMap((value) => [...CODE128_PATTERNS[value]!].map(Number))
}

/** The barcode as a string of 1 (bar) and 0 (space) per module, handy for tests and for drawing. */
export function code128Modules(text: string): string {
  return code128Widths(text)
    .map((width, index) => (index % 2 === 0 ? '1' : '0').repeat(width))
    .join('')
}

/** The bars to draw: each one's offset from the first bar and its width, in modules. */
export function code128Bars(text: string): Array<{ x: number; width: number }> {
  const bars: Array<{ x: number; width: number }> = []
  let x = 0
  code128Widths(text).forEach((width, index) => {
    if (index % 2 === 0) bars.push({ x, width })
    x += width
  })
  return bars
}
