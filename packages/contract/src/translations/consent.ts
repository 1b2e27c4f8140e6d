// UI texts of the cookie dialog and the cookie settings link (docs/consent.md), in Danish and English. Changing
// what a text says about the categories means a new CONSENT_VERSION in the storefront (visitors are asked again).
// No imports but the type, like every file of the contract package.
import type { FeatureTranslations } from './index'

export const consentTranslations: FeatureTranslations = {
  da: {
    'Consent.Title': 'Cookies hos Delikat',
    'Consent.Text':
      'Vi bruger nødvendige cookies, så kurv, login og sprog virker. Siger du ja, bruger vi også cookies til at huske dine valg, til statistik om, hvordan siden bruges, og til markedsføring, der passer til dig, også hos vores partnere. Du kan altid ændre dit valg under "Cookieindstillinger" nederst på siden.',
    'Consent.AcceptAll': 'Tillad alle',
    'Consent.RejectAll': 'Kun nødvendige',
    'Consent.Customise': 'Vælg selv',
    'Consent.Save': 'Gem mine valg',
    'Consent.Close': 'Luk',
    'Consent.Policy': 'Privatlivs- og cookiepolitik',
    'Consent.Categories': 'Cookiekategorier',
    'Consent.Category.necessary': 'Nødvendige (altid til)',
    'Consent.Category.necessary.Text': 'Kurv, login, sprog og dit cookievalg. Uden dem virker butikken ikke.',
    'Consent.Category.functional': 'Funktionelle',
    'Consent.Category.functional.Text':
      'Husker dine valg og viser indhold fra andre, fx kort, videoer, formularer og chat med kundeservice.',
    'Consent.Category.statistic': 'Statistik',
    'Consent.Category.statistic.Text': 'Fortæller os anonymt, hvordan siden bruges, så vi kan gøre den bedre (Google Analytics).',
    'Consent.Category.marketing': 'Markedsføring',
    'Consent.Category.marketing.Text':
      'Viser dig tilbud og anbefalinger ud fra det, du ser og køber, også i nyhedsbreve og hos vores annoncepartnere.',
    'Consent.Settings': 'Cookieindstillinger',
    'Embed.Blocked':
      'Indholdet kommer fra {{provider}}, som sætter cookies. Det vises, når du beder om det eller har tilladt funktionelle cookies.',
    'Embed.ShowMap': 'Vis kortet',
    'Embed.ShowForm': 'Vis formularen',
    'Embed.AllowAlways': 'Tillad altid funktionelle cookies',
  },
  en: {
    'Consent.Title': 'Cookies at Delikat',
    'Consent.Text':
      'We use necessary cookies so that the basket, login and language work. If you agree, we also use cookies to remember your choices, for statistics on how the site is used, and for marketing that suits you, also with our partners. You can change your choice at any time under "Cookie settings" at the bottom of the page.',
    'Consent.AcceptAll': 'Allow all',
    'Consent.RejectAll': 'Only necessary',
    'Consent.Customise': 'Let me choose',
    'Consent.Save': 'Save my choices',
    'Consent.Close': 'Close',
    'Consent.Policy': 'Privacy and cookie policy',
    'Consent.Categories': 'Cookie categories',
    'Consent.Category.necessary': 'Necessary (always on)',
    'Consent.Category.necessary.Text': 'Basket, login, language and your cookie choice. The shop does not work without them.',
    'Consent.Category.functional': 'Functional',
    'Consent.Category.functional.Text':
      'Remember your choices and show content from others, such as maps, videos, forms and chat with customer service.',
    'Consent.Category.statistic': 'Statistics',
    'Consent.Category.statistic.Text': 'Tell us anonymously how the site is used, so we can make it better (Google Analytics).',
    'Consent.Category.marketing': 'Marketing',
    'Consent.Category.marketing.Text':
      'Show you offers and recommendations based on what you view and buy, also in newsletters and with our advertising partners.',
    'Consent.Settings': 'Cookie settings',
    'Embed.Blocked':
      'This content comes from {{provider}}, which sets cookies. It is shown when you ask for it or have allowed functional cookies.',
    'Embed.ShowMap': 'Show the map',
    'Embed.ShowForm': 'Show the form',
    'Embed.AllowAlways': 'Always allow functional cookies',
  },
}
