import { jsonForScript, recipeJsonLd } from './recipeJsonLd'
import { recipeDetail } from './__fixtures__/recipe'

describe('recipeJsonLd', () => {
  it('describes the recipe as a schema.org Recipe with absolute URLs', () => {
    const ld = recipeJsonLd(recipeDetail(), {
      origin: 'https://delikat.dk',
      locale: 'en',
      texts: { category: 'Main course', yield: '4 people' },
    })
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Risotto med svampe',
      url: 'https://delikat.dk/en/opskrifter/risotto-med-svampe/7/',
      inLanguage: 'en',
      description: 'Cremet risotto med skovsvampe.',
      recipeCategory: 'Main course',
      recipeYield: '4 people',
      totalTime: 'PT1H15M',
      recipeIngredient: ['300 g risottoris', '75 g Gammel Knas, revet', 'olivenolie'],
    })
    expect(ld.image).toEqual([expect.stringMatching(/^https:\/\/delikat\.dk\/media\/risotto\.png\?/)])
    expect(ld.recipeInstructions).toEqual([
      { '@type': 'HowToStep', position: 1, text: 'Steg svampene.' },
      { '@type': 'HowToStep', position: 2, text: 'Kog risene med bouillon.' },
      { '@type': 'HowToStep', position: 3, text: 'Vend osten i.' },
    ])
  })

  it('leaves out what the recipe does not tell', () => {
    const ld = recipeJsonLd(recipeDetail({ Summary: null, TotalMinutes: null, Images: [], PrimaryImage: null }), {
      origin: '',
      locale: 'da',
      texts: { category: null, yield: null },
    })
    for (const key of ['description', 'image', 'totalTime', 'recipeCategory', 'recipeYield']) expect(ld).not.toHaveProperty(key)
  })

  it('escapes "<" so a text cannot end the script element', () => {
    expect(jsonForScript({ name: '</script><script>alert(1)</script>' })).not.toContain('<')
    expect(JSON.parse(jsonForScript({ name: '</script>' }))).toEqual({ name: '</script>' })
  })
})
