// When and where a tasting is (docs/adr/0041): one line on its card ("Tors. 10. dec. kl. 19.00 · Delikat Aarhus,
// Vestergade 12") and a short list by the price on its page (date, time from start to end, place, duration).
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { toLocale } from '@/lib/culture'
import type { ProductEvent } from '@/lib/schemas'
import { eventTime, hoursAndMinutes } from '../eventTime'
import { theme } from '@/styles/theme'

const Line = styled.p`
  margin: 0;
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
  line-height: ${theme.lineHeights.snug};
`

const Separator = styled.span`
  color: ${theme.colors.textMuted};
`

/** The card's line; nothing when the event has neither a start nor a place. */
export function EventLine({ event }: { event: ProductEvent }) {
  const { t, i18n } = useTranslation()
  const when = eventTime(event, toLocale(i18n.language))
  const place = event.Place?.trim()
  if (!when && !place) return null
  return (
    <Line data-testid="card-event">
      {when ? <time dateTime={when.iso}>{t('Event.CardWhen', { date: when.shortDate, time: when.start })}</time> : null}
      {/* Unbreakable before the dot, as between the card's facts. */}
      {when && place ? <Separator aria-hidden="true">{'\u00a0· '}</Separator> : null}
      {place}
    </Line>
  )
}

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  padding: ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.canvas};

  h2 {
    margin: 0;
    font-size: ${theme.fontSizes.md};
  }
`

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${theme.space.xxs} ${theme.space.md};
  margin: 0;

  dt {
    color: ${theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: 600;
  }
`

/** The product page's "Tid og sted". */
export function EventDetails({ event }: { event: ProductEvent }) {
  const { t, i18n } = useTranslation()
  const when = eventTime(event, toLocale(i18n.language))
  const place = event.Place?.trim()
  const duration = event.DurationMinutes ? hoursAndMinutes(event.DurationMinutes) : null
  if (!when && !place) return null
  const durationText = duration
    ? [duration[0] > 0 ? t('Event.Hours', { count: duration[0] }) : '', duration[1] > 0 ? t('Event.Minutes', { count: duration[1] }) : '']
        .filter(Boolean)
        .join(' ')
    : null
  return (
    <Box aria-labelledby="event-details" data-testid="event-details">
      <h2 id="event-details">{t('Event.Heading')}</h2>
      <List>
        {when ? (
          <>
            <dt>{t('Event.Date')}</dt>
            <dd>
              <time dateTime={when.iso}>{when.longDate}</time>
            </dd>
            <dt>{t('Event.Time')}</dt>
            <dd>{when.end ? t('Event.TimeRange', { start: when.start, end: when.end }) : t('Event.At', { time: when.start })}</dd>
          </>
        ) : null}
        {place ? (
          <>
            <dt>{t('Event.Place')}</dt>
            <dd>{place}</dd>
          </>
        ) : null}
        {durationText ? (
          <>
            <dt>{t('Event.Duration')}</dt>
            <dd>{durationText}</dd>
          </>
        ) : null}
      </List>
    </Box>
  )
}
