/**
 * The club's terms and the interests' labels in both cultures (docs/api/marketing.md). A change of the terms' wording
 * gets a new CLUB_TERMS_VERSION: each consent records the version it was given to, so the shop can show which text
 * a member accepted.
 */
import type { Culture } from '../constants'
import type { LegitimateInterest } from '../customers/view'

export const CLUB_TERMS_VERSION = 'club-2026-11'

export const CLUB_TERMS: Record<Culture, string> = {
  da: [
    'Delikat Klub er gratis. Som medlem får du nyhedsbreve fra Delikat på e-mail med tilbud, nyheder og invitationer til smagninger, højst et par gange om ugen.',
    'Vi tilpasser indholdet efter det, du har købt hos os, så du får tilbud og anbefalinger, der passer til dig. Til det bruger vi dine køb, din e-mailadresse og dit fornavn, og vi deler dem med vores udbyder af nyhedsbreve, der kun må bruge dem til at sende dem for os.',
    'Du kan til enhver tid melde dig ud under "Min konto" eller via linket nederst i hver e-mail. Så stopper mailene, og vi bruger ikke længere dine køb til at tilpasse tilbud.',
  ].join('\n\n'),
  en: [
    'Delikat Club is free. As a member you receive newsletters from Delikat by e-mail with offers, news and invitations to tastings, at most a few times a week.',
    'We tailor the content to what you have bought from us, so the offers and recommendations suit you. For that we use your purchases, your e-mail address and your first name, and we share them with our newsletter provider, who may use them only to send the newsletters for us.',
    'You can leave at any time under "Min konto" (My account) or through the link at the bottom of every e-mail. The e-mails then stop, and we no longer use your purchases to tailor offers.',
  ].join('\n\n'),
}

export const INTEREST_TEXTS: Record<Culture, Record<LegitimateInterest, { label: string; description: string }>> = {
  da: {
    ProductRecommendations: {
      label: 'Anbefalinger',
      description: 'Forslag til vin og delikatesser ud fra det, du har købt, på e-mail og i shoppen.',
    },
    Events: { label: 'Arrangementer', description: 'Invitationer til smagninger og arrangementer i butikkerne.' },
    Surveys: { label: 'Undersøgelser', description: 'Korte spørgeskemaer om dine køb, så vi kan blive bedre.' },
  },
  en: {
    ProductRecommendations: {
      label: 'Recommendations',
      description: 'Suggestions for wine and delicacies based on what you have bought, by e-mail and in the shop.',
    },
    Events: { label: 'Events', description: 'Invitations to tastings and events in the shops.' },
    Surveys: { label: 'Surveys', description: 'Short questionnaires about your purchases, so we can do better.' },
  },
}

export const TEXTS = {
  da: {
    unauthorized: 'Log ind for at fortsætte.',
    version: 'Klubbens vilkår er blevet opdateret. Genindlæs siden og læs dem igen.',
    consent: 'Accepter klubbens vilkår for at blive medlem.',
    consumersOnly: 'Delikat Klub er for privatkunder.',
    email: 'Skriv en gyldig e-mailadresse.',
    interests: 'Vælg blandt de viste muligheder.',
  },
  en: {
    unauthorized: 'Please log in to continue.',
    version: 'The club terms have been updated. Reload the page and read them again.',
    consent: 'Accept the club terms to become a member.',
    consumersOnly: 'Delikat Club is for consumers.',
    email: 'Enter a valid e-mail address.',
    interests: 'Choose among the options shown.',
  },
} satisfies Record<Culture, unknown>
