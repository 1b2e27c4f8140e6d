// UI texts of the receipt's "what happens next" and of making an account from it (docs/adr/0042), in Danish and
// English (merged into default-translations.ts). No imports but the type, like every file of the contract package.
import type { FeatureTranslations } from './index'

export const receiptTranslations: FeatureTranslations = {
  da: {
    'Checkout.Next.Heading': 'Hvad sker der nu?',
    'Checkout.Next.ShipsToday': 'Vi pakker og sender din ordre i dag. Du får en mail med track and trace, når pakken er sendt.',
    'Checkout.Next.ShipsOn': 'Vi pakker og sender din ordre {{date}}. Du får en mail med track and trace, når pakken er sendt.',
    'Checkout.Next.Shipped': 'Din ordre er sendt.',
    'Checkout.Next.Expected.PostNord':
      'Vi forventer, at pakken ligger klar i din pakkeshop mellem {{from}} og {{to}}. PostNord giver dig besked, når den kan hentes.',
    'Checkout.Next.Expected.DeliveryAddress': 'Vi forventer at levere pakken til døren mellem {{from}} og {{to}}.',
    'Checkout.Next.Expected.SimplePickup':
      'Din ordre er klar til afhentning i butikken {{from}}. Vi skriver til dig, når den er klar. Tag ordrenummeret med.',
    'Checkout.Next.Expected.Burd': 'Burd kommer med din ordre {{from}} mellem kl. 17 og 21.',
    'Checkout.Next.Invoice': 'Ordren betales med faktura, som vi sender til jer.',
    'Checkout.Next.Tickets': 'Dine billetter kommer på mail. Vis dem ved indgangen på dagen.',
    'Checkout.Next.GiftCards': 'Gavekortene og deres koder kommer på mail, og du kan hente dem som PDF her på kvitteringen.',
    'Checkout.Next.GiftCardsOnInvoice': 'Gavekortene og deres koder sender vi på mail, når fakturaen er betalt.',

    'Checkout.Account.Heading': 'Gem dine oplysninger til næste gang',
    'Checkout.Account.Intro':
      'Vælg en adgangskode, så opretter vi en konto til {{email}} med oplysningerne fra ordren. Så kan du følge ordren og handle hurtigere næste gang.',
    'Checkout.Account.Password': 'Vælg en adgangskode',
    'Checkout.Account.Submit': 'Opret konto',
    'Checkout.Account.Submitting': 'Opretter kontoen …',
    'Checkout.Account.Created': 'Din konto er oprettet, og du er logget ind.',
    'Checkout.Account.CreatedText': 'Ordren ligger under dine ordrer på din konto.',
    'Checkout.Account.Exists': 'Der findes allerede en konto med {{email}}. Log ind, så kan du se ordren under dine ordrer.',
    'Checkout.Account.LogIn': 'Log ind',
    'Checkout.Account.Failed': 'Kontoen kunne ikke oprettes herfra. Du kan oprette en konto under Log ind.',
  },
  en: {
    'Checkout.Next.Heading': 'What happens next',
    'Checkout.Next.ShipsToday': 'We pack and send your order today. You get an e-mail with tracking when the parcel is on its way.',
    'Checkout.Next.ShipsOn': 'We pack and send your order on {{date}}. You get an e-mail with tracking when the parcel is on its way.',
    'Checkout.Next.Shipped': 'Your order has been sent.',
    'Checkout.Next.Expected.PostNord':
      'We expect the parcel at your service point between {{from}} and {{to}}. PostNord lets you know when it can be collected.',
    'Checkout.Next.Expected.DeliveryAddress': 'We expect to deliver the parcel to your door between {{from}} and {{to}}.',
    'Checkout.Next.Expected.SimplePickup':
      'Your order is ready to collect in the shop on {{from}}. We write to you when it is ready. Bring the order number.',
    'Checkout.Next.Expected.Burd': 'Burd brings your order on {{from}} between 17:00 and 21:00.',
    'Checkout.Next.Invoice': 'The order is paid by invoice, which we send to you.',
    'Checkout.Next.Tickets': 'Your tickets come by e-mail. Show them at the door on the day.',
    'Checkout.Next.GiftCards': 'The gift cards and their codes come by e-mail, and you can download them as PDF on this receipt.',
    'Checkout.Next.GiftCardsOnInvoice': 'We send the gift cards and their codes by e-mail when the invoice is paid.',

    'Checkout.Account.Heading': 'Save your details for next time',
    'Checkout.Account.Intro':
      'Choose a password and we create an account for {{email}} with the details from this order. Follow your order and check out faster next time.',
    'Checkout.Account.Password': 'Choose a password',
    'Checkout.Account.Submit': 'Create account',
    'Checkout.Account.Submitting': 'Creating the account …',
    'Checkout.Account.Created': 'Your account is created and you are logged in.',
    'Checkout.Account.CreatedText': 'The order is under your orders in your account.',
    'Checkout.Account.Exists': 'There is already an account with {{email}}. Log in to see the order under your orders.',
    'Checkout.Account.LogIn': 'Log in',
    'Checkout.Account.Failed': 'The account could not be created from here. You can create one under Log in.',
  },
}
