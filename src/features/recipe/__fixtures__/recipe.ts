// Shop API recipe answers shaped like the contract (docs/adr/0010-recipes.md), for the recipe tests.
import { money, productCard } from '@/test/fixtures'
import type { RecipeDetail } from '../api/schemas'

const image = (name: string) => ({
  Name: name,
  AltText: null,
  FileName: name,
  FileExtension: 'png',
  Width: 1200,
  Height: 800,
  BaseUrl: `/media/${name}`,
})

export function recipeDetail(overrides: Partial<RecipeDetail> = {}): RecipeDetail {
  return {
    RecipeId: 7,
    Name: 'Risotto med svampe',
    FriendlyUrlName: 'risotto-med-svampe',
    RelativeUrl: '/opskrifter/risotto-med-svampe/7/',
    Summary: 'Cremet risotto med skovsvampe.',
    PrimaryImage: image('risotto.png'),
    Images: [image('risotto.png')],
    Course: 'main',
    Servings: 4,
    TotalMinutes: 75,
    Ingredients: [
      { Amount: '300 g', Text: 'risottoris', Product: null },
      {
        Amount: '75 g',
        Text: 'Gammel Knas, revet',
        Product: productCard({
          ProductId: 21,
          Name: 'Gammel Knas, 250 g',
          FriendlyUrlName: 'gammel-knas-250-g',
          RelativeUrl: '/produkter/gammel-knas-250-g/21/',
          Pricing: { ...productCard().Pricing, CurrentPrice: money(7995, '79,95') },
        }),
      },
      {
        Amount: null,
        Text: 'olivenolie',
        Product: productCard({
          ProductId: 22,
          Name: 'Olivenolie, 500 ml',
          FriendlyUrlName: 'olivenolie',
          RelativeUrl: '/produkter/olivenolie/22/',
          ShowAddToBasket: false,
          MaxQuantity: 0,
          Stock: { State: 'SoonInStock', Text: 'Snart på lager' },
        }),
      },
    ],
    Steps: ['Steg svampene.', 'Kog risene med bouillon.', 'Vend osten i.'],
    RelatedProducts: [productCard({ ProductId: 31, Name: 'Chablis Premier Cru 2021', RelativeUrl: '/produkter/chablis/31/' })],
    SeoPageTitle: 'Risotto med svampe',
    SeoMetaDescription: null,
    ...overrides,
  }
}
