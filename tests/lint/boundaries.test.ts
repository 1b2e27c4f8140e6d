// The linter keeps the architecture's boundaries (docs/adr/0025): each case lints a line of code as if it stood in
// a file of the repository and expects the rule that refuses it, or no error at all.
import { ESLint } from 'eslint'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '..', '..')
const eslint = new ESLint({ cwd: ROOT })

async function rulesBroken(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) })
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message)
}

describe('between the apps', () => {
  it('refuses a storefront import of a backend file', async () => {
    expect(
      await rulesBroken(
        'src/lib/probe.ts',
        "import { formatPrice } from '../../backend/src/shop/constants'\nexport const f = formatPrice\n",
      ),
    ).toContain('no-restricted-imports')
  })

  it('refuses a backend import of a storefront file', async () => {
    expect(
      await rulesBroken('backend/src/shop/probe.ts', "import { moneyText } from '../../../src/lib/money'\nexport const f = moneyText\n"),
    ).toContain('no-restricted-imports')
  })

  it('lets both import the contract package', async () => {
    const code = "import { formatPrice } from '@delikat/contract/money'\nexport const f = formatPrice\n"
    expect(await rulesBroken('src/lib/probe.ts', code)).toEqual([])
    expect(await rulesBroken('backend/src/shop/probe.ts', code)).toEqual([])
  })
})

// The storefront's layers, one direction: pages → views → blocks → features → components → lib, config, i18n,
// styles (docs/how-to/storefront-layers.md).
const LAYER_RULE = 'boundaries/dependencies'

describe('between the storefront layers', () => {
  it('refuses a component importing a feature', async () => {
    const code = "import { Layout } from '@/features/layout/Layout'\nexport const f = Layout\n"
    expect(await rulesBroken('src/components/Probe/Probe.tsx', code)).toContain(LAYER_RULE)
  })

  it('refuses it by a relative path too', async () => {
    const code = "import { MiniBasket } from '../../features/basket/components/MiniBasket'\nexport const f = MiniBasket\n"
    expect(await rulesBroken('src/components/Probe/Probe.tsx', code)).toContain(LAYER_RULE)
  })

  it('refuses a feature importing a block', async () => {
    const code = "import { productListSchema } from '@/blocks/productList/schema'\nexport const f = productListSchema\n"
    expect(await rulesBroken('src/features/category/probe.ts', code)).toContain(LAYER_RULE)
  })

  it('refuses a block importing a view, and a view importing a page', async () => {
    expect(
      await rulesBroken(
        'src/blocks/quote/probe.ts',
        "import { NotFoundView } from '@/views/NotFoundView'\nexport const f = NotFoundView\n",
      ),
    ).toContain(LAYER_RULE)
    expect(
      await rulesBroken('src/views/probe.ts', "import ContentPage from '@/pages/[[...slug]]'\nexport const f = ContentPage\n"),
    ).toContain(LAYER_RULE)
  })

  it('refuses a type-only import against the direction as well', async () => {
    const code = "import type { GiftCardDefaultBlock } from '@/blocks/giftCardDefault/schema'\nexport type F = GiftCardDefaultBlock\n"
    expect(await rulesBroken('src/features/giftcards/probe.ts', code)).toContain(LAYER_RULE)
  })

  it('refuses lib, config, i18n and styles importing any layer', async () => {
    const code = "import { Button } from '@/components/Button/Button'\nexport const f = Button\n"
    for (const file of ['src/lib/probe.ts', 'src/config/probe.ts', 'src/i18n/probe.ts', 'src/styles/probe.ts']) {
      expect(await rulesBroken(file, code)).toContain(LAYER_RULE)
    }
  })

  it('refuses shop code importing a test helper', async () => {
    const code = "import { installFakeShopApi } from '@/test/fakeShopApi'\nexport const f = installFakeShopApi\n"
    expect(await rulesBroken('src/features/basket/probe.ts', code)).toContain(LAYER_RULE)
  })

  it('lets each layer import the ones below it and its own', async () => {
    const allowed: [string, string][] = [
      ['src/pages/probe.tsx', "import { ContentPageView } from '@/views/ContentPageView'\nexport const f = ContentPageView\n"],
      ['src/views/probe.tsx', "import { Layout } from '@/features/layout/Layout'\nexport const f = Layout\n"],
      ['src/views/probe.tsx', "import { RenderComponents } from '@/blocks/RenderComponents'\nexport const f = RenderComponents\n"],
      [
        'src/blocks/quote/probe.tsx',
        "import { ProductRow } from '@/features/product/components/ProductRow'\nexport const f = ProductRow\n",
      ],
      ['src/features/checkout/probe.ts', "import { useAuth } from '@/features/auth/auth-context'\nexport const f = useAuth\n"],
      ['src/features/basket/probe.tsx', "import { Button } from '@/components/Button/Button'\nexport const f = Button\n"],
      [
        'src/components/Probe/Probe.tsx',
        "import { moneyText } from '@/lib/money'\nimport { paths } from '@/config/paths'\nexport const f = [moneyText, paths]\n",
      ],
      ['src/lib/probe.ts', "import { TOKEN_COOKIE_NAME } from '@/config/constants'\nexport const f = TOKEN_COOKIE_NAME\n"],
    ]
    for (const [file, code] of allowed) expect(await rulesBroken(file, code), file).toEqual([])
  })

  it('lets a test import from any layer', async () => {
    const code =
      "import { ContentPageView } from '@/views/ContentPageView'\nimport { installFakeShopApi } from '@/test/fakeShopApi'\nexport const f = [ContentPageView, installFakeShopApi]\n"
    expect(await rulesBroken('src/components/Probe/Probe.test.tsx', code)).toEqual([])
    expect(await rulesBroken('src/features/basket/testing/probe.ts', code)).toEqual([])
  })
})
