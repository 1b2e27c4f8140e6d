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
})
