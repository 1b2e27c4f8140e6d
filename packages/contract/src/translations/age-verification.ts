// The age check on the payment step and its outcomes (features/checkout/components/AgeCheck.tsx, docs/adr/0022).
import type { FeatureTranslations } from './index'

export const ageVerificationTranslations: FeatureTranslations = {
  da: {
    'Checkout.Age.Title': 'Alderskontrol med MitID',
    'Checkout.Age.Explain':
      'Kurven indeholder drikkevarer, der kun må sælges til personer, der er fyldt {{age}} år. Loven kræver, at vi kontrollerer din alder med MitID, før du betaler.',
    'Checkout.Age.Privacy': 'Vi får kun at vide, om du er fyldt 16 eller 18 år – ikke din fødselsdato eller dit CPR-nummer.',
    'Checkout.Age.Start': 'Bekræft alder med MitID',
    'Checkout.Age.StartAgain': 'Bekræft med MitID igen',
    'Checkout.Age.Leaving': 'Du sendes videre til MitID…',
    'Checkout.Age.Verified': 'Din alder er bekræftet med MitID: du er fyldt {{age}} år.',
    'Checkout.Age.TooYoung': 'Du er bekræftet som fyldt {{age}} år. Nogle varer må kun sælges til personer, der er fyldt {{required}} år:',
    'Checkout.Age.LineNeeds': '{{name}} (kræver {{age}} år)',
    'Checkout.Age.RemoveLines': 'Fjern dem fra kurven for at købe resten. Kurven er ellers, som du forlod den.',
    'Checkout.Age.Required': 'Bekræft din alder med MitID, før du betaler.',
    'Checkout.Age.Outcome.Verified': 'Tak – din alder er bekræftet.',
    'Checkout.Age.Outcome.TooYoung': 'Du er ikke gammel nok til at købe drikkevarer med alkohol. Kurven er, som du forlod den.',
    'Checkout.Age.Outcome.Failed': 'Alderskontrollen kunne ikke gennemføres. Prøv igen.',
    'Checkout.Age.Outcome.Cancelled': 'Du afbrød alderskontrollen. Du kan starte den igen, når du er klar.',
    'Basket.AgeAboveVerified': 'Kræver {{age}} år – kan ikke købes efter din alderskontrol',
  },
  en: {
    'Checkout.Age.Title': 'Age check with MitID',
    'Checkout.Age.Explain':
      'The basket holds drinks that may only be sold to persons aged {{age}} or over. The law requires us to check your age with MitID before you pay.',
    'Checkout.Age.Privacy': 'We only learn whether you are 16 or 18 or over – not your date of birth or your CPR number.',
    'Checkout.Age.Start': 'Confirm your age with MitID',
    'Checkout.Age.StartAgain': 'Confirm with MitID again',
    'Checkout.Age.Leaving': 'Taking you to MitID…',
    'Checkout.Age.Verified': 'Your age is confirmed with MitID: you are {{age}} or over.',
    'Checkout.Age.TooYoung': 'You are confirmed as {{age}} or over. Some items may only be sold to persons aged {{required}} or over:',
    'Checkout.Age.LineNeeds': '{{name}} (requires {{age}})',
    'Checkout.Age.RemoveLines': 'Remove them from the basket to buy the rest. Otherwise the basket is as you left it.',
    'Checkout.Age.Required': 'Confirm your age with MitID before you pay.',
    'Checkout.Age.Outcome.Verified': 'Thank you – your age is confirmed.',
    'Checkout.Age.Outcome.TooYoung': 'You are not old enough to buy drinks with alcohol. The basket is as you left it.',
    'Checkout.Age.Outcome.Failed': 'The age check could not be completed. Please try again.',
    'Checkout.Age.Outcome.Cancelled': 'You cancelled the age check. You can start it again when you are ready.',
    'Basket.AgeAboveVerified': 'Requires age {{age}} – cannot be bought after your age check',
  },
}
