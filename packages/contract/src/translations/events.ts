// UI texts of tastings (products of type Event, docs/adr/0041): when and where on the card and the product page, and
// seats rather than stock. No imports but the type, like every file of the contract package.
import type { FeatureTranslations } from './index'

export const eventTranslations: FeatureTranslations = {
  da: {
    'Event.Heading': 'Tid og sted',
    'Event.Date': 'Dato',
    'Event.Time': 'Tidspunkt',
    'Event.Place': 'Sted',
    'Event.Duration': 'Varighed',
    'Event.CardWhen': '{{date}} kl. {{time}}',
    'Event.At': 'kl. {{time}}',
    'Event.TimeRange': 'kl. {{start}}–{{end}}',
    'Event.Hours_one': '{{count}} time',
    'Event.Hours_other': '{{count}} timer',
    'Event.Minutes': '{{count}} min.',
    'Event.SeatsLeft_one': '{{count}} plads tilbage',
    'Event.SeatsLeft_other': '{{count}} pladser tilbage',
    'Event.SoldOut': 'Udsolgt',
    'Event.HasPassed': 'Arrangementet er afholdt',
    'Event.NoMoreTickets': 'Der sælges ikke flere billetter.',
  },
  en: {
    'Event.Heading': 'When and where',
    'Event.Date': 'Date',
    'Event.Time': 'Time',
    'Event.Place': 'Place',
    'Event.Duration': 'Duration',
    'Event.CardWhen': '{{date}}, {{time}}',
    'Event.At': '{{time}}',
    'Event.TimeRange': '{{start}}–{{end}}',
    'Event.Hours_one': '{{count}} hour',
    'Event.Hours_other': '{{count}} hours',
    'Event.Minutes': '{{count}} min',
    'Event.SeatsLeft_one': '{{count}} seat left',
    'Event.SeatsLeft_other': '{{count}} seats left',
    'Event.SoldOut': 'Sold out',
    'Event.HasPassed': 'The event has taken place',
    'Event.NoMoreTickets': 'No more tickets are sold.',
  },
}
