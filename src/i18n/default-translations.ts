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

  'delikat.Frontend.Errors.Fallback': 'Something went wrong. Please try again.',
}

export const defaultTranslations: { da: TranslationTable; en: TranslationTable } = { da, en }

export default defaultTranslations
