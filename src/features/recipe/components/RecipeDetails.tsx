// The recipe page's content (views/RecipePageView): picture, name, summary, course / servings / time, the ingredients (with the products we sell
// for them, ready for the basket), the numbered steps and a row of what to serve with it. The page carries schema.org Recipe JSON-LD and prints as a clean recipe card (no shop chrome, no buttons).
import Head from 'next/head'
import { useTranslation } from '@/i18n/texts'
import styled, { createGlobalStyle } from 'styled-components'
import { ProductRow } from '@/features/product/components/ProductRow'
import { Button } from '@/components/Button/Button'
import { CmsImage } from '@/components/CmsImage/CmsImage'
import { Container } from '@/components/Container/Container'
import { PageHead } from '@/components/Seo/PageHead'
import type { Locale } from '@/config/constants'
import type { RecipeDetail } from '@/features/recipe/api/schemas'
import { IngredientList } from '@/features/recipe/components/IngredientList'
import { RecipeFacts } from '@/features/recipe/components/RecipeFacts'
import { RecipeSteps } from '@/features/recipe/components/RecipeSteps'
import { courseText, servingsText } from '@/features/recipe/format'
import { jsonForScript, recipeJsonLd } from '@/features/recipe/recipeJsonLd'
import { useSite } from '@/lib/site'
import { theme } from '@/styles/theme'

/** Largest rendered width of the recipe picture (about half of the 1440 px layout). */
const RECIPE_IMAGE_WIDTH = 720

/** On paper the recipe stands alone: the site's header, menu and footer and every button stay on screen. */
const PrintStyle = createGlobalStyle`
  @media print {
    header, footer, [data-print='hide'] {
      display: none !important;
    }

    body {
      background: none;
    }
  }
`

const Article = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xl};
  padding-top: ${theme.space.xl};
  padding-bottom: ${theme.space.xl};
`

const Hero = styled.div`
  display: grid;
  gap: ${theme.space.xl};

  ${theme.media.tablet} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: center;
  }

  @media print {
    grid-template-columns: 1fr 2fr;
  }
`

const ImageFrame = styled.div`
  overflow: hidden;
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.card};

  @media print {
    box-shadow: none;
  }
`

const Intro = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space.md};

  h1 {
    margin: 0;
    font-size: ${theme.fontSizes.xxl};
    ${theme.media.laptop} {
      font-size: ${theme.fontSizes.display};
    }
  }
`

const Summary = styled.p`
  margin: 0;
  max-width: 60ch;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.lg};
`

const Body = styled.div`
  display: grid;
  gap: ${theme.space.xl};

  ${theme.media.laptop} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    align-items: start;
  }

  @media print {
    grid-template-columns: 1fr 2fr;
  }
`

const Ingredients = styled.div`
  padding: ${theme.space.lg};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surfaceAlt};

  @media print {
    padding: 0;
    background: none;
  }
`

export function RecipeDetails({ recipe, locale }: { recipe: RecipeDetail; locale: Locale }) {
  const { t } = useTranslation()
  const { origin } = useSite()
  const jsonLd = recipeJsonLd(recipe, {
    origin,
    locale,
    texts: {
      category: recipe.Course ? courseText(recipe.Course, t) : null,
      yield: recipe.Servings ? servingsText(recipe.Servings, t) : null,
    },
  })
  return (
    <>
      <PageHead
        title={recipe.SeoPageTitle || recipe.Name}
        description={recipe.SeoMetaDescription || recipe.Summary}
        image={recipe.PrimaryImage}
        path={recipe.RelativeUrl}
        type="article"
      />
      <Head>
        <script key="recipe-json-ld" type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(jsonLd) }} />
      </Head>
      <PrintStyle />
      <Article as="article">
        <Hero>
          <ImageFrame>
            <CmsImage
              image={recipe.PrimaryImage}
              preset="Landscape"
              width={RECIPE_IMAGE_WIDTH}
              sizes="(min-width: 1440px) 720px, (min-width: 768px) 50vw, 100vw"
              priority
            />
          </ImageFrame>
          <Intro>
            <h1>{recipe.Name}</h1>
            {recipe.Summary ? <Summary>{recipe.Summary}</Summary> : null}
            <RecipeFacts recipe={recipe} />
            <Button type="button" $variant="secondary" data-print="hide" onClick={() => window.print()}>
              {t('Recipe.Print')}
            </Button>
          </Intro>
        </Hero>
        <Body>
          <Ingredients>
            <IngredientList ingredients={recipe.Ingredients} />
          </Ingredients>
          <RecipeSteps steps={recipe.Steps} />
        </Body>
      </Article>
      <div data-print="hide">
        <ProductRow title={t('Recipe.ServeWith')} products={recipe.RelatedProducts} listId="recipe_products" />
      </div>
    </>
  )
}
