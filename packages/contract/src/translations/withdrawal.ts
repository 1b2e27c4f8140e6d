// UI texts of the withdrawal function, "Fortryd købet her" (docs/adr/0023), in Danish and English (merged into
// default-translations.ts). No imports but the type, like every file of the contract package.
import type { FeatureTranslations } from './index'

export const withdrawalTranslations: FeatureTranslations = {
  da: {
    'Withdrawal.Link': 'Fortryd købet her',
    'Withdrawal.Title': 'Fortryd købet her',
    'Withdrawal.Intro':
      'Som privatkunde kan du fortryde et køb inden for 14 dage efter, at du har modtaget varerne. Find ordren, vælg det, du vil fortryde, og bekræft. Du får en kvittering på mail med det samme.',

    'Withdrawal.Lookup.Heading': 'Find din ordre',
    'Withdrawal.Lookup.OrderNumber': 'Ordrenummer',
    'Withdrawal.Lookup.OrderNumberHint': 'Står i din ordrebekræftelse.',
    'Withdrawal.Lookup.Email': 'E-mailadresse',
    'Withdrawal.Lookup.EmailHint': 'Den adresse, du bestilte med.',
    'Withdrawal.Lookup.Submit': 'Find ordren',
    'Withdrawal.Lookup.Searching': 'Finder ordren …',
    'Withdrawal.Lookup.InAccount': 'Har du en konto, kan du også fortryde fra ordren under dine ordrer.',
    'Withdrawal.Lookup.SeeOrders': 'Se dine ordrer',
    'Withdrawal.Lookup.LinkFailed': 'Vi kunne ikke åbne ordren fra linket. Log ind, eller find den med ordrenummer og e-mailadresse.',

    'Withdrawal.Order.Heading': 'Ordre {{number}}',
    'Withdrawal.Order.Placed': 'Bestilt {{date}}',
    'Withdrawal.Order.Deadline': 'Du kan fortryde til og med {{date}}.',
    'Withdrawal.Order.NotDelivered':
      'Fristen er 14 dage fra den dag, du modtager varerne. Ordren er ikke registreret som leveret endnu, så du kan altid fortryde nu.',

    'Withdrawal.Choose.Legend': 'Vælg det, du vil fortryde',
    'Withdrawal.Choose.Quantity': 'Antal',
    'Withdrawal.Choose.QuantityOf': 'Antal af {{name}}',
    'Withdrawal.Choose.Bought': 'Købt: {{count}} stk. à {{price}}',
    'Withdrawal.Choose.AlreadyWithdrawn': 'Allerede fortrudt: {{count}} stk.',
    'Withdrawal.Choose.SealUnbroken': 'Kan kun fortrydes, hvis forseglingen ikke er brudt.',
    'Withdrawal.Choose.Reason': 'Hvorfor fortryder du?',
    'Withdrawal.Choose.ReasonHint': 'Du behøver ikke at give en grund.',
    'Withdrawal.Choose.Next': 'Fortsæt',
    'Withdrawal.Choose.NothingChosen': 'Vælg mindst én vare, du vil fortryde.',

    'Withdrawal.Exempt.Heading': 'Kan ikke fortrydes',
    'Withdrawal.Refusal.Perishable': 'Friske fødevarer, der hurtigt bliver dårlige, kan ikke fortrydes.',
    'Withdrawal.Refusal.Event': 'Billetter til et arrangement på en bestemt dato kan ikke fortrydes.',
    'Withdrawal.Refusal.Personalised': 'Varen er lavet efter dine ønsker og kan derfor ikke fortrydes.',
    'Withdrawal.Refusal.FreeGift':
      'En gratis gave: der er intet at betale tilbage. Send den gerne med retur, hvis du fortryder det, den fulgte med.',
    'Withdrawal.Refusal.GiftCardUsed': 'Gavekortet er brugt, helt eller delvist, og kan derfor ikke fortrydes.',
    'Withdrawal.Refusal.Other': 'Kan ikke fortrydes.',
    'ProductPage.NoWithdrawal.perishable': 'Ingen fortrydelsesret: friske fødevarer, der holdes på køl, kan ikke returneres.',
    'ProductPage.NoWithdrawal.event': 'Ingen fortrydelsesret: billetter til et arrangement på en bestemt dato.',
    'ProductPage.NoWithdrawal.personalised': 'Ingen fortrydelsesret: varen laves efter dine ønsker.',
    'ProductPage.NoWithdrawal.sealedHygiene': 'Fortrydelsesretten bortfalder, hvis forseglingen brydes efter levering.',

    'Withdrawal.Confirm.Heading': 'Bekræft din fortrydelse',
    'Withdrawal.Confirm.Intro': 'Du fortryder købet af:',
    'Withdrawal.Confirm.Reason': 'Din begrundelse: {{reason}}',
    'Withdrawal.Confirm.Return':
      'Send varerne tilbage senest 14 dage efter, at du har fortrudt, eller aflever dem i butikken. Du betaler selv for at sende dem retur. Vi betaler pengene tilbage senest 14 dage efter, at vi har modtaget din fortrydelse. Fortrudte e-gavekort bliver spærret med det samme.',
    'Withdrawal.Confirm.Submit': 'Bekræft fortrydelse',
    'Withdrawal.Confirm.Submitting': 'Sender fortrydelsen …',
    'Withdrawal.Confirm.Back': 'Tilbage',

    'Withdrawal.Done.Heading': 'Din fortrydelse er modtaget',
    'Withdrawal.Done.Text': 'Vi har registreret din fortrydelse af ordre {{number}} {{date}}.',
    'Withdrawal.Done.Mailed':
      'Vi har sendt en kvittering med det, du har fortrudt, og hvordan du sender varerne retur, til den e-mailadresse, ordren blev bestilt med.',
    'Withdrawal.Done.NotMailed':
      'Vi kunne ikke sende kvitteringen på mail lige nu. Din fortrydelse er registreret: gem denne side, eller skriv til vores kundeservice.',
    'Withdrawal.Done.ToOrders': 'Til dine ordrer',
    'Withdrawal.Done.ToShop': 'Til forsiden',

    'Withdrawal.Status.PeriodEnded': 'Fortrydelsesfristen udløb {{date}}.',
    'Withdrawal.Status.BusinessOrder': 'Køb som erhvervskunde er ikke omfattet af fortrydelsesretten.',
    'Withdrawal.Status.NothingToWithdraw': 'Varerne i ordren kan ikke fortrydes.',
    'Withdrawal.Status.AllWithdrawn': 'Du har fortrudt alt i ordren, der kan fortrydes.',
    'Withdrawal.Status.Cancelled': 'Ordren er annulleret.',
    'Withdrawal.Status.Unknown': 'Ordren kan ikke fortrydes.',

    'Withdrawal.Earlier.Heading': 'Allerede fortrudt',
    'Withdrawal.Earlier.Line': '{{quantity}} × {{name}}',

    'Withdrawal.Loading': 'Henter ordren …',
    'Withdrawal.LoadFailed': 'Ordren kunne ikke hentes lige nu.',
    'Withdrawal.TryAgain': 'Prøv igen',
    'Withdrawal.StartOver': 'Find ordren igen',

    'Withdrawal.Notice.Heading': 'Fortrydelsesret',
    'Withdrawal.Notice.OpenUntil': 'Du kan fortryde købet til og med {{date}}.',
    'Withdrawal.Notice.OpenNotDelivered': 'Du kan fortryde købet inden for 14 dage efter, at du har modtaget varerne.',
  },
  en: {
    'Withdrawal.Link': 'Withdraw from your purchase here',
    'Withdrawal.Title': 'Withdraw from your purchase here',
    'Withdrawal.Intro':
      'As a consumer you may withdraw from a purchase within 14 days of receiving the goods. Find the order, choose what to withdraw from and confirm. You get a receipt by e-mail at once.',

    'Withdrawal.Lookup.Heading': 'Find your order',
    'Withdrawal.Lookup.OrderNumber': 'Order number',
    'Withdrawal.Lookup.OrderNumberHint': 'It is in your order confirmation.',
    'Withdrawal.Lookup.Email': 'E-mail address',
    'Withdrawal.Lookup.EmailHint': 'The address you ordered with.',
    'Withdrawal.Lookup.Submit': 'Find the order',
    'Withdrawal.Lookup.Searching': 'Finding the order …',
    'Withdrawal.Lookup.InAccount': 'If you have an account, you can also withdraw from the order in your orders.',
    'Withdrawal.Lookup.SeeOrders': 'See your orders',
    'Withdrawal.Lookup.LinkFailed': 'We could not open the order from the link. Log in, or find it by order number and e-mail address.',

    'Withdrawal.Order.Heading': 'Order {{number}}',
    'Withdrawal.Order.Placed': 'Placed {{date}}',
    'Withdrawal.Order.Deadline': 'You may withdraw until the end of {{date}}.',
    'Withdrawal.Order.NotDelivered':
      'The period is 14 days from the day you receive the goods. The order is not registered as delivered yet, so you can always withdraw now.',

    'Withdrawal.Choose.Legend': 'Choose what to withdraw from',
    'Withdrawal.Choose.Quantity': 'Quantity',
    'Withdrawal.Choose.QuantityOf': 'Quantity of {{name}}',
    'Withdrawal.Choose.Bought': 'Bought: {{count}} at {{price}}',
    'Withdrawal.Choose.AlreadyWithdrawn': 'Already withdrawn: {{count}}',
    'Withdrawal.Choose.SealUnbroken': 'Can only be withdrawn if the seal is unbroken.',
    'Withdrawal.Choose.Reason': 'Why do you withdraw?',
    'Withdrawal.Choose.ReasonHint': 'You do not need to give a reason.',
    'Withdrawal.Choose.Next': 'Continue',
    'Withdrawal.Choose.NothingChosen': 'Choose at least one item to withdraw from.',

    'Withdrawal.Exempt.Heading': 'Cannot be withdrawn',
    'Withdrawal.Refusal.Perishable': 'Fresh food that spoils quickly cannot be withdrawn.',
    'Withdrawal.Refusal.Event': 'Tickets for an event on a set date cannot be withdrawn.',
    'Withdrawal.Refusal.Personalised': 'The item was made to your wishes and therefore cannot be withdrawn.',
    'Withdrawal.Refusal.FreeGift':
      'A free gift: there is nothing to refund. Please send it back too if you withdraw from what it came with.',
    'Withdrawal.Refusal.GiftCardUsed': 'The gift card has been used, in full or in part, and therefore cannot be withdrawn.',
    'Withdrawal.Refusal.Other': 'Cannot be withdrawn.',
    'ProductPage.NoWithdrawal.perishable': 'No right of withdrawal: fresh food kept chilled cannot be returned.',
    'ProductPage.NoWithdrawal.event': 'No right of withdrawal: tickets for an event on a set date.',
    'ProductPage.NoWithdrawal.personalised': 'No right of withdrawal: the item is made to your wishes.',
    'ProductPage.NoWithdrawal.sealedHygiene': 'The right of withdrawal ends if the seal is broken after delivery.',

    'Withdrawal.Confirm.Heading': 'Confirm your withdrawal',
    'Withdrawal.Confirm.Intro': 'You withdraw from the purchase of:',
    'Withdrawal.Confirm.Reason': 'Your reason: {{reason}}',
    'Withdrawal.Confirm.Return':
      'Send the goods back within 14 days of withdrawing, or hand them in at the shop. You pay for the return. We refund the money within 14 days of receiving your withdrawal. Withdrawn e-gift cards are blocked at once.',
    'Withdrawal.Confirm.Submit': 'Confirm withdrawal',
    'Withdrawal.Confirm.Submitting': 'Sending the withdrawal …',
    'Withdrawal.Confirm.Back': 'Back',

    'Withdrawal.Done.Heading': 'Your withdrawal has been received',
    'Withdrawal.Done.Text': 'We recorded your withdrawal from order {{number}} on {{date}}.',
    'Withdrawal.Done.Mailed':
      'We have sent a receipt with what you withdrew from and how to return the goods to the e-mail address the order was placed with.',
    'Withdrawal.Done.NotMailed':
      'We could not send the receipt by e-mail just now. Your withdrawal is recorded: keep this page, or write to our customer service.',
    'Withdrawal.Done.ToOrders': 'To your orders',
    'Withdrawal.Done.ToShop': 'To the front page',

    'Withdrawal.Status.PeriodEnded': 'The withdrawal period ended on {{date}}.',
    'Withdrawal.Status.BusinessOrder': 'Purchases by business customers have no right of withdrawal.',
    'Withdrawal.Status.NothingToWithdraw': 'The items in the order cannot be withdrawn.',
    'Withdrawal.Status.AllWithdrawn': 'You have withdrawn from everything in the order that can be withdrawn.',
    'Withdrawal.Status.Cancelled': 'The order is cancelled.',
    'Withdrawal.Status.Unknown': 'The order cannot be withdrawn.',

    'Withdrawal.Earlier.Heading': 'Already withdrawn',
    'Withdrawal.Earlier.Line': '{{quantity}} × {{name}}',

    'Withdrawal.Loading': 'Loading the order …',
    'Withdrawal.LoadFailed': 'The order could not be loaded just now.',
    'Withdrawal.TryAgain': 'Try again',
    'Withdrawal.StartOver': 'Find the order again',

    'Withdrawal.Notice.Heading': 'Right of withdrawal',
    'Withdrawal.Notice.OpenUntil': 'You may withdraw from the purchase until the end of {{date}}.',
    'Withdrawal.Notice.OpenNotDelivered': 'You may withdraw from the purchase within 14 days of receiving the goods.',
  },
}
