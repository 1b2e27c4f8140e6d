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
    expect(await rulesBroken('src/lib/probe.ts', "import { formatPrice } from '../../backend/src/shop/constants'\nexport const f = formatPrice\n")).toContain('no-restricted-imports')
  })

  it('refuses a backend import of a storefront file', async () => {
    expect(await rulesBroken('backend/src/shop/probe.ts', "import { moneyText } from '../../../src/lib/money'\nexport const f = moneyText\n")).toContain('no-restricted-imports')
  })

  it('lets both import the contract package', async () => {
    const code = "import { formatPrice } from '@delikat/contract/money'\nexport const f = formatPrice\n"
    expect(await rulesBroken('src/lib/probe.ts', code)).toEqual([])
    expect(await rulesBroken('backend/src/shop/probe.ts', code)).toEqual([])
  })
})
