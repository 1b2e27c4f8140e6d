/** The demo tastings' dates as their names say them, in Danish and English. */
import type { Localized } from './wines'

const DA_DAYS = ['Søndag', 'Mandag', 'Tirsdag', 'Onsdag', 'Torsdag', 'Fredag', 'Lørdag']
const EN_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
const DA_MONTHS = ['januar', 'februar', 'marts', 'april', 'maj', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'december']
const EN_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/** "Torsdag 10. december 2026 kl. 19.00" and "Thursday 10 December 2026 at 7 pm". */
export function eventDateText(day: Date, hour: number, minute: number): Localized {
  const d = day.getUTCDate()
  const y = day.getUTCFullYear()
  const m = day.getUTCMonth()
  const w = day.getUTCDay()
  const hour12 = hour > 12 ? hour - 12 : hour
  return {
    da: `${DA_DAYS[w]} ${d}. ${DA_MONTHS[m]} ${y} kl. ${hour}.${String(minute).padStart(2, '0')}`,
    en: `${EN_DAYS[w]} ${d} ${EN_MONTHS[m]} ${y} at ${hour12}${minute ? `.${String(minute).padStart(2, '0')}` : ''} ${hour >= 12 ? 'pm' : 'am'}`,
  }
}
