// A CMS page's product cards keep what a card shows, and nothing else changes.
import { slimNode } from './slimNode'

const product = {
  ProductId: 1,
  Name: 'Barolo DOCG 2019',
  Type: 'Wine',
  RelativeUrl: '/produkter/barolo/1/',
  Pricing: { CurrentPrice: { Amount: 34900, Text: '349,-' } },
  PrimaryImage: { FileName: 'barolo.png' },
  Images: [{ FileName: 'barolo.png' }, { FileName: 'etiket.png' }],
  ShortDescription: 'Kraftfuld nebbiolo',
  Description: 'Lang tekst',
  SeoPageTitle: 'Barolo',
  SeoMetaDescription: 'Kraftfuld nebbiolo',
  OpenGraphImage: { FileName: 'barolo.png' },
  Facts: [
    { Key: 'producer', Label: 'Producent', Value: 'Cascina Lorenzo' },
    { Key: 'country', Label: 'Land', Value: 'Italien' },
    { Key: 'grape', Label: 'Drue', Value: 'Nebbiolo' },
    { Key: 'storage', Label: 'Opbevaring', Value: 'Tørvare' },
  ],
}

describe('slimNode', () => {
  it("keeps a card's fields and facts, and leaves out what only the product page reads", () => {
    const node = {
      Id: '1',
      Url: '/',
      Components: [
        { Type: 'productCarousel', Id: 'a', Title: 'Nyheder', Products: [product] },
        { Type: 'productFocus', Id: 'b', Product: product },
        { Type: 'ribbon', Id: 'c', Text: 'Gratis fragt' },
      ],
    }
    const slim = slimNode(node)!
    const [carousel, focus, ribbon] = slim.Components! as Array<Record<string, unknown>>
    const card = (carousel!.Products as Array<Record<string, unknown>>)[0]!
    expect(Object.keys(card).sort()).toEqual(['Facts', 'Name', 'Pricing', 'PrimaryImage', 'ProductId', 'RelativeUrl', 'Type'])
    expect(card.Facts).toEqual([product.Facts[1], product.Facts[2]])
    expect(focus!.Product).toEqual(card)
    expect(ribbon).toEqual(node.Components[2])
    // The content service's answer itself is left as it was.
    expect(node.Components[0]!.Products![0]).toBe(product)
    expect(slimNode(null)).toBeNull()
  })

  it("folds a product list's long filter lists to the options shown folded, and says how many there are", () => {
    const option = (n: number, selected = false) => ({ Value: `P${n}`, Label: `P${n}`, Count: n, Selected: selected })
    const producers = {
      Key: 'producer',
      Label: 'Producent',
      FilterType: 'MultiSelect',
      Options: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => option(n, n === 1)),
    }
    const countries = { Key: 'country', Label: 'Land', FilterType: 'MultiSelect', Options: [option(1), option(2)] }
    const price = { Key: 'price', Label: 'Pris', FilterType: 'Range', Min: 0, Max: 100 }
    const node = {
      Id: '1',
      Url: '/vin/',
      Components: [{ Type: 'productList', Id: 'a', Products: [], Filters: [producers, countries, price] }],
    }
    const [list] = slimNode(node)!.Components! as Array<Record<string, unknown>>
    const [folded, short, range] = list!.Filters as Array<Record<string, unknown>>
    // The 8 commonest (3 to 10) and the chosen 1, in the list's order.
    expect((folded!.Options as Array<{ Value: string }>).map((o) => o.Value)).toEqual([
      'P1',
      'P3',
      'P4',
      'P5',
      'P6',
      'P7',
      'P8',
      'P9',
      'P10',
    ])
    expect(folded!.OptionTotal).toBe(10)
    expect(short).toEqual(countries)
    expect(range).toEqual(price)
  })
})
