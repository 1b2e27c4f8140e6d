/** "Today" as the shop's staff mean it: the calendar day in Denmark, whatever the server's time zone. */

const ZONE = 'Europe/Copenhagen'

/** Midnight in Denmark at the start of the day `now` falls on there, as an instant (the dashboard's "today"). */
export function startOfDanishDay(now: Date): Date {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)
  // The offset at 00:00 UTC of that day is the one at Danish midnight: the clocks change at 01:00 UTC, never before.
  const utcMidnight = new Date(`${day}T00:00:00Z`)
  const offset = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, timeZoneName: 'longOffset' })
    .formatToParts(utcMidnight)
    .find((part) => part.type === 'timeZoneName')!
    .value.replace('GMT', '')
  return new Date(`${day}T00:00:00${offset || '+00:00'}`)
}
