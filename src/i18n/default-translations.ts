// Every UI text key the storefront uses, in Danish and English. The backend seed imports this file to fill the
// translation global of the content service; the storefront falls back to it when the content service fails
// or lacks a key. Keys are flat strings (i18next runs with keySeparator: false). Plural keys end in _one/_other.
// Keep this file free of imports so the backend can import it as is.

export type TranslationTable = Record<string, string>

const da: TranslationTable = {
  'Meta.SiteName': 'Delikat',
  'Meta.DefaultDescription': 'Delikatesser og vin fra Delikat – handl online med levering i hele Danmark.',

  'Header.SkipToContent': 'Spring til indhold',
  'Header.HomeLink': 'Delikat – til forsiden',
  'Header.Basket': 'Kurv',
  'Header.BasketLabel_one': 'Kurv, {{count}} vare',
  'Header.BasketLabel_other': 'Kurv, {{count}} varer',

  'Menu.Label': 'Hovedmenu',
  'Menu.Open': 'Menu',
  'Menu.Close': 'Luk menu',
  'Menu.SeeAll': 'Se alt i {{name}}',

  'LanguageSwitch.Label': 'Vælg sprog',
  'LanguageSwitch.da': 'Dansk',
  'LanguageSwitch.en': 'English',

  'Footer.Fallback': 'Delikat – delikatesser og vin.',

  'Common.GoToFrontPage': 'Gå til forsiden',

  'Preview.Banner': 'Forhåndsvisning: du ser en kladde, som besøgende ikke kan se.',
  'Preview.RefusedTitle': 'Forhåndsvisningen er udløbet',
  'Preview.RefusedText': 'Linket til forhåndsvisningen er ugyldigt eller for gammelt. Åbn siden igen fra redigeringen.',
  'NotFound.Title': 'Siden blev ikke fundet',
  'NotFound.Text': 'Vi kan ikke finde den side, du leder efter. Den er måske flyttet eller slettet.',

  'ServerError.Title': 'Der opstod en fejl',
  'ServerError.Text': 'Noget gik galt hos os. Prøv igen om lidt.',

  'Price.Now': 'Nu',
  'Price.Before': 'Før',

  'Stock.InStock': 'På lager',
  'Stock.OutOfStock': 'Udsolgt',
  'Stock.SoonInStock': 'Snart på lager',
  'Stock.StockWithDate': 'På lager fra en senere dato',
  'Stock.AvailableAsPreOrder': 'Kan forudbestilles',

  'QuantityStepper.Increase': 'Øg antal',
  'QuantityStepper.Decrease': 'Sænk antal',
  'QuantityStepper.Remove': 'Fjern fra kurven',

  'ProductPage.AddToBasket': 'Læg i kurv',
  'ProductPage.Quantity': 'Antal',
  'ProductPage.NotAvailable': 'Kan ikke købes online',
  'ProductPage.Loading': 'Henter produktet…',
  'ProductPage.LoadError': 'Produktet kunne ikke hentes lige nu. Prøv igen om lidt.',
  'ProductPage.Alcohol': '{{percentage}} % vol.',

  'Carousel.RoleDescription': 'karrusel',
  'Carousel.SlideRoleDescription': 'slide',
  'Carousel.Previous': 'Forrige',
  'Carousel.Next': 'Næste',
  'Carousel.SlideLabel': '{{index}} af {{total}}',
  'Carousel.GoToSlide': 'Gå til slide {{index}}',
  'Carousel.Pagination': 'Vælg slide',

  'HeroSlider.Label': 'Aktuelt hos Delikat',

  'Basket.Title': 'Din kurv',
  'Basket.Loading': 'Henter din kurv…',
  'Basket.Empty': 'Din kurv er tom.',
  'Basket.ContinueShopping': 'Fortsæt med at handle',
  'Basket.Lines': 'Varer i kurven',
  'Basket.Remove': 'Fjern',
  'Basket.RemoveLine': 'Fjern {{name}} fra kurven',
  'Basket.QuantityOf': 'Antal af {{name}}',
  'Basket.UnitPrice': 'Stykpris',
  'Basket.LinePrice': 'Pris',
  'Basket.FreeGift': 'Gratis gave',
  'Basket.Summary': 'Oversigt',
  'Basket.SubTotal': 'Varer i alt',
  'Basket.Discount': 'Rabat',
  'Basket.Delivery': 'Levering',
  'Basket.GiftCards': 'Gavekort',
  'Basket.Total': 'I alt',
  'Basket.VatIncluded': 'Heraf moms',
  'Basket.Vat': 'Moms',
  'Basket.PricesExclVat': 'Alle priser er ekskl. moms.',
  'Basket.AddedToast': '{{name}} er lagt i kurven',
  'Basket.Unavailable.SoldOutOrUnavailable': 'Udsolgt eller ikke længere til salg',
  'Basket.Unavailable.QuantityGreaterThanInventory': 'Vi har ikke så mange på lager',
  'Basket.Unavailable.GenericReason': 'Varen kan ikke købes lige nu',

  'Common.OpensInNewWindow': 'åbner i et nyt vindue',

  'Menu.MobileLabel': 'Menu på mobil',

  'Footer.Label': 'Links i sidefoden',

  'Account.Label': 'Min konto',
  'Account.Intro': 'Log ind for at se dine ordrer, favoritter og priser.',
  'Account.LogIn': 'Log ind',

  'Modal.Close': 'Luk',

  'Wizard.Steps': 'Trin',
  'Wizard.StepOf': 'Trin {{index}} af {{total}}',
  'Wizard.Done': 'udfyldt',
  'Wizard.Back': 'Tilbage',
  'Wizard.Next': 'Næste',
  'Wizard.Finish': 'Afslut',

  'Carousel.DefaultLabel': 'Billeder',
  'ProductCarousel.Label': 'Produkter',

  'Embed.PlayVideo': 'Afspil video: {{title}}',
  'Embed.VideoFallbackTitle': 'Video fra YouTube',
  'Embed.MapTitle': 'Kort over {{query}}',
  'Embed.FormTitle': 'Formular',

  'ArticleHero.By': 'Af {{author}}',

  'RecipeList.Title': 'Opskrifter',
  'RecipeList.Empty': 'Der er ingen opskrifter her endnu.',

  'ProductList.Title': 'Produkter',
  'ProductList.Empty': 'Der er ingen produkter at vise lige nu.',
  'ProductList.Count_one': 'Viser {{shown}} af {{count}} produkt',
  'ProductList.Count_other': 'Viser {{shown}} af {{count}} produkter',

  'CreateCustomer.TitleB2C': 'Bliv kunde hos Delikat',
  'CreateCustomer.TitleB2B': 'Bliv erhvervskunde hos Delikat',
  'CreateCustomer.IntroB2C': 'Som kunde kan du se dine ordrer, gemme favoritter og handle hurtigere næste gang.',
  'CreateCustomer.IntroB2B': 'Som erhvervskunde får du priser ekskl. moms, faktura og samlet overblik over firmaets ordrer.',
  'CreateCustomer.ComingSoon': 'Oprettelse af konto her på siden åbner snart.',
  'CreateCustomer.HaveAccount': 'Har du allerede en konto?',

  'Checkout.Title': 'Kassen',
  'Checkout.ComingSoon': 'Betaling online åbner snart. Dine varer ligger klar i kurven.',
  'Checkout.BackToBasket': 'Gå til kurven',

  'GiftCard.Amount': 'Beløb',
  'GiftCard.OtherAmount': 'Andet beløb',
  'GiftCard.FreeAmount': 'Beløb i kroner',
  'GiftCard.AmountRange': 'Mellem {{min}} og {{max}} kr.',
  'GiftCard.AmountOutOfRange': 'Skriv et helt beløb mellem {{min}} og {{max}} kr.',
  'GiftCard.Quantity': 'Antal gavekort',
  'GiftCard.IsGift': 'Send som gave med en hilsen',
  'GiftCard.Greeting': 'Din hilsen',
  'GiftCard.GreetingLength': '{{length}} af {{max}} tegn',
  'GiftCard.Total': 'I alt: {{total}}',
  'GiftCard.ComingSoon': 'Gavekort kan købes snart',
  'GiftCard.AddToBasket': 'Læg gavekort i kurv',
  'GiftCard.Code': 'Gavekortets kode',
  'GiftCard.StatusComingSoon': 'Tjek af saldo åbner snart',
  'GiftCard.CheckBalance': 'Tjek saldo',

  'Search.Title': 'Søg',
  'Search.ResultsFor': 'Resultater for "{{query}}"',
  'Search.Label': 'Søg efter varer',
  'Search.HeaderLabel': 'Søg i butikken',
  'Search.Placeholder': 'Søg i vin og delikatesser',
  'Search.Submit': 'Søg',
  'Search.Filters': 'Filtre',
  'Search.ShowFilters': 'Filtrér',
  'Search.ResetFilters': 'Nulstil filtre',
  'Search.ShowOnly': 'Vis kun',
  'Search.OptionCount': '({{value}})',
  'Search.Range.Min': 'Fra',
  'Search.Range.Max': 'Til',
  'Search.Sort.Label': 'Sortér efter',
  'Search.Sort.Relevance': 'Relevans',
  'Search.Sort.NameAscending': 'Navn (A-Å)',
  'Search.Sort.Popularity': 'Popularitet',
  'Search.Sort.PricingAscending': 'Pris, lavest først',
  'Search.Sort.PricingDescending': 'Pris, højest først',
  'Search.Sort.ProductViews': 'Mest sete',
  'Search.ResultCount_one': '{{count}} vare',
  'Search.ResultCount_other': '{{count}} varer',
  'Search.ResultsLabel': 'Søgeresultater',
  'Search.Shown': 'Viser {{shown}} af {{count}}',
  'Search.LoadMore': 'Vis flere',
  'Search.Loading': 'Søger…',
  'Search.LoadError': 'Søgningen kunne ikke gennemføres lige nu.',
  'Search.Retry': 'Prøv igen',
  'Search.EmptyForQuery': 'Ingen varer matcher "{{query}}".',
  'Search.Empty': 'Ingen varer matcher dine valg.',
  'Search.EmptyHint': 'Prøv et andet ord, eller fjern nogle af filtrene.',

  'delikat.Frontend.Errors.Fallback': 'Noget gik galt. Prøv igen.',
}

const en: TranslationTable = {
  'Meta.SiteName': 'Delikat',
  'Meta.DefaultDescription': 'Delicatessen and wine from Delikat – shop online with delivery all over Denmark.',

  'Header.SkipToContent': 'Skip to content',
  'Header.HomeLink': 'Delikat – to the front page',
  'Header.Basket': 'Basket',
  'Header.BasketLabel_one': 'Basket, {{count}} item',
  'Header.BasketLabel_other': 'Basket, {{count}} items',

  'Menu.Label': 'Main menu',
  'Menu.Open': 'Menu',
  'Menu.Close': 'Close menu',
  'Menu.SeeAll': 'See all in {{name}}',

  'LanguageSwitch.Label': 'Choose language',
  'LanguageSwitch.da': 'Dansk',
  'LanguageSwitch.en': 'English',

  'Footer.Fallback': 'Delikat – delicatessen and wine.',

  'Common.GoToFrontPage': 'Go to the front page',

  'Preview.Banner': 'Preview: you are looking at a draft that visitors cannot see.',
  'Preview.RefusedTitle': 'The preview has expired',
  'Preview.RefusedText': 'The preview link is invalid or too old. Open the page again from the editor.',
  'NotFound.Title': 'Page not found',
  'NotFound.Text': 'We cannot find the page you are looking for. It may have been moved or deleted.',

  'ServerError.Title': 'Something went wrong',
  'ServerError.Text': 'Something went wrong on our side. Please try again in a moment.',

  'Price.Now': 'Now',
  'Price.Before': 'Before',

  'Stock.InStock': 'In stock',
  'Stock.OutOfStock': 'Sold out',
  'Stock.SoonInStock': 'Soon in stock',
  'Stock.StockWithDate': 'In stock from a later date',
  'Stock.AvailableAsPreOrder': 'Available for pre-order',

  'QuantityStepper.Increase': 'Increase quantity',
  'QuantityStepper.Decrease': 'Decrease quantity',
  'QuantityStepper.Remove': 'Remove from basket',

  'ProductPage.AddToBasket': 'Add to basket',
  'ProductPage.Quantity': 'Quantity',
  'ProductPage.NotAvailable': 'Not available online',
  'ProductPage.Loading': 'Loading the product…',
  'ProductPage.LoadError': 'The product could not be loaded right now. Please try again in a moment.',
  'ProductPage.Alcohol': '{{percentage}} % vol.',

  'Carousel.RoleDescription': 'carousel',
  'Carousel.SlideRoleDescription': 'slide',
  'Carousel.Previous': 'Previous',
  'Carousel.Next': 'Next',
  'Carousel.SlideLabel': '{{index}} of {{total}}',
  'Carousel.GoToSlide': 'Go to slide {{index}}',
  'Carousel.Pagination': 'Choose slide',

  'HeroSlider.Label': 'Now at Delikat',

  'Basket.Title': 'Your basket',
  'Basket.Loading': 'Loading your basket…',
  'Basket.Empty': 'Your basket is empty.',
  'Basket.ContinueShopping': 'Continue shopping',
  'Basket.Lines': 'Items in your basket',
  'Basket.Remove': 'Remove',
  'Basket.RemoveLine': 'Remove {{name}} from the basket',
  'Basket.QuantityOf': 'Quantity of {{name}}',
  'Basket.UnitPrice': 'Unit price',
  'Basket.LinePrice': 'Price',
  'Basket.FreeGift': 'Free gift',
  'Basket.Summary': 'Summary',
  'Basket.SubTotal': 'Subtotal',
  'Basket.Discount': 'Discount',
  'Basket.Delivery': 'Delivery',
  'Basket.GiftCards': 'Gift cards',
  'Basket.Total': 'Total',
  'Basket.VatIncluded': 'Of which VAT',
  'Basket.Vat': 'VAT',
  'Basket.PricesExclVat': 'All prices exclude VAT.',
  'Basket.AddedToast': '{{name}} was added to your basket',
  'Basket.Unavailable.SoldOutOrUnavailable': 'Sold out or no longer for sale',
  'Basket.Unavailable.QuantityGreaterThanInventory': 'We do not have that many in stock',
  'Basket.Unavailable.GenericReason': 'This item cannot be bought right now',

  'Common.OpensInNewWindow': 'opens in a new window',

  'Menu.MobileLabel': 'Mobile menu',

  'Footer.Label': 'Footer links',

  'Account.Label': 'My account',
  'Account.Intro': 'Log in to see your orders, favourites and prices.',
  'Account.LogIn': 'Log in',

  'Modal.Close': 'Close',

  'Wizard.Steps': 'Steps',
  'Wizard.StepOf': 'Step {{index}} of {{total}}',
  'Wizard.Done': 'completed',
  'Wizard.Back': 'Back',
  'Wizard.Next': 'Next',
  'Wizard.Finish': 'Finish',

  'Carousel.DefaultLabel': 'Pictures',
  'ProductCarousel.Label': 'Products',

  'Embed.PlayVideo': 'Play video: {{title}}',
  'Embed.VideoFallbackTitle': 'Video from YouTube',
  'Embed.MapTitle': 'Map of {{query}}',
  'Embed.FormTitle': 'Form',

  'ArticleHero.By': 'By {{author}}',

  'RecipeList.Title': 'Recipes',
  'RecipeList.Empty': 'There are no recipes here yet.',

  'ProductList.Title': 'Products',
  'ProductList.Empty': 'There are no products to show right now.',
  'ProductList.Count_one': 'Showing {{shown}} of {{count}} product',
  'ProductList.Count_other': 'Showing {{shown}} of {{count}} products',

  'CreateCustomer.TitleB2C': 'Become a Delikat customer',
  'CreateCustomer.TitleB2B': 'Become a Delikat business customer',
  'CreateCustomer.IntroB2C': 'As a customer you can see your orders, keep favourites and check out faster next time.',
  'CreateCustomer.IntroB2B': 'As a business customer you get prices excluding VAT, invoices and an overview of your company’s orders.',
  'CreateCustomer.ComingSoon': 'Creating an account on this page opens soon.',
  'CreateCustomer.HaveAccount': 'Already have an account?',

  'Checkout.Title': 'Checkout',
  'Checkout.ComingSoon': 'Online payment opens soon. Your items are waiting in the basket.',
  'Checkout.BackToBasket': 'Go to the basket',

  'GiftCard.Amount': 'Amount',
  'GiftCard.OtherAmount': 'Other amount',
  'GiftCard.FreeAmount': 'Amount in kroner',
  'GiftCard.AmountRange': 'Between {{min}} and {{max}} kr.',
  'GiftCard.AmountOutOfRange': 'Enter a whole amount between {{min}} and {{max}} kr.',
  'GiftCard.Quantity': 'Number of gift cards',
  'GiftCard.IsGift': 'Send as a gift with a greeting',
  'GiftCard.Greeting': 'Your greeting',
  'GiftCard.GreetingLength': '{{length}} of {{max}} characters',
  'GiftCard.Total': 'Total: {{total}}',
  'GiftCard.ComingSoon': 'Gift cards can be bought soon',
  'GiftCard.AddToBasket': 'Add gift card to basket',
  'GiftCard.Code': 'Gift card code',
  'GiftCard.StatusComingSoon': 'Balance check opens soon',
  'GiftCard.CheckBalance': 'Check balance',

  'Search.Title': 'Search',
  'Search.ResultsFor': 'Results for "{{query}}"',
  'Search.Label': 'Search for products',
  'Search.HeaderLabel': 'Search the shop',
  'Search.Placeholder': 'Search wine and delicacies',
  'Search.Submit': 'Search',
  'Search.Filters': 'Filters',
  'Search.ShowFilters': 'Filter',
  'Search.ResetFilters': 'Reset filters',
  'Search.ShowOnly': 'Show only',
  'Search.OptionCount': '({{value}})',
  'Search.Range.Min': 'From',
  'Search.Range.Max': 'To',
  'Search.Sort.Label': 'Sort by',
  'Search.Sort.Relevance': 'Relevance',
  'Search.Sort.NameAscending': 'Name (A-Z)',
  'Search.Sort.Popularity': 'Popularity',
  'Search.Sort.PricingAscending': 'Price, lowest first',
  'Search.Sort.PricingDescending': 'Price, highest first',
  'Search.Sort.ProductViews': 'Most viewed',
  'Search.ResultCount_one': '{{count}} product',
  'Search.ResultCount_other': '{{count}} products',
  'Search.ResultsLabel': 'Search results',
  'Search.Shown': 'Showing {{shown}} of {{count}}',
  'Search.LoadMore': 'Show more',
  'Search.Loading': 'Searching…',
  'Search.LoadError': 'The search could not be completed right now.',
  'Search.Retry': 'Try again',
  'Search.EmptyForQuery': 'No products match "{{query}}".',
  'Search.Empty': 'No products match your choices.',
  'Search.EmptyHint': 'Try another word, or remove some of the filters.',

  'delikat.Frontend.Errors.Fallback': 'Something went wrong. Please try again.',
}

export const defaultTranslations: { da: TranslationTable; en: TranslationTable } = { da, en }

export default defaultTranslations
