// UI texts of the PDF downloads (docs/api/pdf.md), in Danish and English (merged into index.ts). No imports but the
// type, like every file of the contract package.
import type { FeatureTranslations } from './index'

export const pdfTranslations: FeatureTranslations = {
  da: {
    'Pdf.Download': 'Download som PDF',
    'Pdf.Downloading': 'Henter PDF …',
    'Pdf.ProductSheet': 'Produktark (PDF)',
    'Pdf.PriceList': 'Prisliste (PDF)',
    'Pdf.Favourites': 'Favoritliste (PDF)',
    'Pdf.GiftCard': 'Gavekort til print (PDF)',
    'Pdf.GiftCardFor': 'Gavekort på {{amount}} til print (PDF)',
    'Pdf.Downloaded': 'PDF-filen er hentet.',
  },
  en: {
    'Pdf.Download': 'Download as PDF',
    'Pdf.Downloading': 'Fetching PDF …',
    'Pdf.ProductSheet': 'Product sheet (PDF)',
    'Pdf.PriceList': 'Price list (PDF)',
    'Pdf.Favourites': 'Favourites list (PDF)',
    'Pdf.GiftCard': 'Printable gift card (PDF)',
    'Pdf.GiftCardFor': 'Printable gift card of {{amount}} (PDF)',
    'Pdf.Downloaded': 'The PDF file is downloaded.',
  },
}
