// UI texts of "Giv mig besked" (back-in-stock mail, docs/api/stock-alerts.md): the form on a sold-out product's page
// and the pages of the mail's confirm and unsubscribe links. No imports but the type, like every file of the
// contract package.
import type { FeatureTranslations } from './index'

export const stockAlertTranslations: FeatureTranslations = {
  da: {
    'StockAlert.Heading': 'Giv mig besked',
    'StockAlert.Intro': 'Få en mail, når varen er på lager igen.',
    'StockAlert.Email': 'E-mailadresse',
    'StockAlert.Submit': 'Giv mig besked',
    'StockAlert.SubmitCustomer': 'Giv mig besked på {{email}}',
    'StockAlert.Sending': 'Sender …',
    'StockAlert.Consent':
      'Vi bruger kun din e-mailadresse til én mail om netop denne vare, når den er tilbage. Du kan altid afmelde dig med linket i mailen.',
    'StockAlert.Active': 'Vi sender en mail til {{email}}, når varen er på lager igen.',
    'StockAlert.ConfirmationSent':
      'Vi sender en mail til {{email}}. Bekræft via linket i mailen, så giver vi besked, når varen er på lager igen.',
    'StockAlert.Acting': 'Du handler som kunden: kun kunden selv kan bede om besked på mail.',
    'StockAlert.Confirm.Title': 'Bekræft lagerbesked',
    'StockAlert.Confirm.Working': 'Bekræfter …',
    'StockAlert.Confirm.Done': 'Tak! Vi sender en mail, når varen er på lager igen.',
    'StockAlert.Confirm.DoneProduct': 'Tak! Vi sender en mail, når {{name}} er på lager igen.',
    'StockAlert.Confirm.Invalid': 'Linket er ugyldigt eller udløbet. Bed om besked igen på varens side.',
    'StockAlert.Unsubscribe.Title': 'Afmeld lagerbesked',
    'StockAlert.Unsubscribe.Intro': 'Vil du ikke have en mail, når varen er tilbage? Så sletter vi din anmodning og din e-mailadresse.',
    'StockAlert.Unsubscribe.Button': 'Afmeld',
    'StockAlert.Unsubscribe.Working': 'Afmelder …',
    'StockAlert.Unsubscribe.Done': 'Du er afmeldt. Vi sender ikke flere mails om varen og har slettet din anmodning.',
    'StockAlert.Unsubscribe.Invalid': 'Linket er ugyldigt, eller du er allerede afmeldt.',
    'StockAlert.MissingToken': 'Linket mangler sin kode. Åbn det igen fra mailen.',
    'StockAlert.SeeProduct': 'Se varen',
    'StockAlert.ToFrontPage': 'Gå til forsiden',
  },
  en: {
    'StockAlert.Heading': 'Notify me',
    'StockAlert.Intro': 'Get an e-mail when it is back in stock.',
    'StockAlert.Email': 'E-mail address',
    'StockAlert.Submit': 'Notify me',
    'StockAlert.SubmitCustomer': 'Notify me at {{email}}',
    'StockAlert.Sending': 'Sending …',
    'StockAlert.Consent':
      'We use your e-mail address only for one e-mail about this very product when it is back. You can always unsubscribe with the link in the e-mail.',
    'StockAlert.Active': 'We will e-mail {{email}} when it is back in stock.',
    'StockAlert.ConfirmationSent':
      'We are sending an e-mail to {{email}}. Confirm through its link, and we will tell you when the product is back in stock.',
    'StockAlert.Acting': 'You are shopping as the customer: only the customer can ask for e-mail.',
    'StockAlert.Confirm.Title': 'Confirm back-in-stock e-mail',
    'StockAlert.Confirm.Working': 'Confirming …',
    'StockAlert.Confirm.Done': 'Thank you! We will e-mail you when it is back in stock.',
    'StockAlert.Confirm.DoneProduct': 'Thank you! We will e-mail you when {{name}} is back in stock.',
    'StockAlert.Confirm.Invalid': 'The link is invalid or has expired. Ask to be notified again on the product page.',
    'StockAlert.Unsubscribe.Title': 'Unsubscribe from back-in-stock e-mail',
    'StockAlert.Unsubscribe.Intro': 'No e-mail when it is back after all? Then we delete your request and your e-mail address.',
    'StockAlert.Unsubscribe.Button': 'Unsubscribe',
    'StockAlert.Unsubscribe.Working': 'Unsubscribing …',
    'StockAlert.Unsubscribe.Done': 'You are unsubscribed. We will send no more e-mails about the product and have deleted your request.',
    'StockAlert.Unsubscribe.Invalid': 'The link is invalid, or you have already unsubscribed.',
    'StockAlert.MissingToken': 'The link is missing its code. Open it again from the e-mail.',
    'StockAlert.SeeProduct': 'See the product',
    'StockAlert.ToFrontPage': 'Go to the front page',
  },
}
