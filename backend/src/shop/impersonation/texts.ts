/** What staff read when acting as a customer is refused or has ended (docs/api/impersonation.md). */
import type { Culture } from '../constants'

export const LIMITS = ['password', 'consent', 'data', 'ageVerification', 'cardPayment'] as const
export type Limit = (typeof LIMITS)[number]

export const TEXTS = {
  da: {
    forbidden: 'Kun kundeservice og administratorer kan handle som kunder.',
    customerNotFound: 'Kunden findes ikke.',
    customerBlocked: 'Kundens konto er spærret. Ophæv spærringen i administrationen for at handle som kunden.',
    invalidLink: 'Linket er udløbet eller allerede brugt. Åbn kunden i administrationen og prøv igen.',
    invalidCredentials: 'Forkert e-mailadresse eller adgangskode.',
    notAllowed: 'Din medarbejderkonto kan ikke handle som kunder. Kontakt en administrator.',
    locked: (minutes: number) => `Kontoen er låst efter for mange forkerte forsøg. Prøv igen om ${minutes} min.`,
    limits: {
      password: 'Adgangskoden kan kun ændres af kunden selv.',
      consent: 'Samtykker kan kun gives og trækkes tilbage af kunden selv.',
      data: 'Kundens data kan kun hentes eller slettes af kunden selv.',
      ageVerification: 'Alderen skal bekræftes af kunden selv med MitID.',
      cardPayment: 'Betaling med kort og MobilePay kan kun gennemføres af kunden selv. Kurven er gemt på kundens konto.',
    } satisfies Record<Limit, string>,
  },
  en: {
    forbidden: 'Only customer service and administrators can shop as customers.',
    customerNotFound: 'The customer does not exist.',
    customerBlocked: "The customer's account is blocked. Unblock it in the admin to shop as the customer.",
    invalidLink: 'The link has expired or was used already. Open the customer in the admin and try again.',
    invalidCredentials: 'Wrong e-mail address or password.',
    notAllowed: 'Your staff account cannot shop as customers. Please contact an administrator.',
    locked: (minutes: number) => `The account is locked after too many failed attempts. Try again in ${minutes} min.`,
    limits: {
      password: 'Only the customer can change the password.',
      consent: 'Only the customer can give or withdraw consent.',
      data: "Only the customer can download or delete the customer's data.",
      ageVerification: 'The customer must confirm their age with MitID themselves.',
      cardPayment: "Only the customer can pay by card or MobilePay. The basket is kept on the customer's account.",
    } satisfies Record<Limit, string>,
  },
} satisfies Record<Culture, unknown>
