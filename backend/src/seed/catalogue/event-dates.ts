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

/** The instant of a wall-clock time in Danish time (CET/CEST) on a day: what an event's start is stored as. */
export function copenhagenInstant(day: Date, hour: number, minute: number): Date {
  const wall = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour, minute)
  // The offset at the wall time read as UTC is the offset at the instant, except within the hour of a change,
  // when no tasting starts.
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Copenhagen',
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(new Date(wall))
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value)
  const local = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'))
  return new Date(wall - (local - wall))
}

/** The demo shops' streets, by the city's Danish name; the shop of Aarhus is the one the content pages name. */
const SHOP_STREETS: Record<string, string> = {
  Aarhus: 'Vestergade 12',
  København: 'Landemærket 10',
  Odense: 'Kongensgade 40',
  Aalborg: 'Algade 22',
  Esbjerg: 'Kongensgade 31',
  Roskilde: 'Algade 15',
}

/** Where a city's tastings are held: "Delikat Aarhus, Vestergade 12" / "Delikat Copenhagen, Landemærket 10". */
export function eventPlace(city: Localized): Localized {
  const street = SHOP_STREETS[city.da]
  const place = (name: string) => (street ? `Delikat ${name}, ${street}` : `Delikat ${name}`)
  return { da: place(city.da), en: place(city.en) }
}

/** The Thursday at 19.00 at least a week after the seeding day: when the hand-written tasting is held. */
export function demoEventStart(today: Date): string {
  // Thursday is day 4; a week on, then on to the next Thursday (the same day when the week ends on one).
  const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 7))
  day.setUTCDate(day.getUTCDate() + ((4 - day.getUTCDay() + 7) % 7))
  return copenhagenInstant(day, 19, 0).toISOString()
}
