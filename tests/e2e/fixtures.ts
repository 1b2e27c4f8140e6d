/**
 * The page fixture every end-to-end test uses: it fails the test on an uncaught page error, a console error, or
 * any React hydration message (DESIGN §8: styled-components class names must match between server and browser).
 * A test that expects a console message (a 404 the browser reports) declares it with `allowConsole`.
 */
import { test as base, expect } from '@playwright/test'

const HYDRATION = /hydrat|did not match|server rendered|Prop `className`/i

export const test = base.extend<{ allowConsole: RegExp | null; consoleProblems: string[] }>({
  allowConsole: [null, { option: true }],
  consoleProblems: [
    async ({ page, allowConsole }, use) => {
      const problems: string[] = []
      page.on('console', (message) => {
        const text = message.text()
        // Our own warnings ("[storefront] ...") mean a block did not render or a call failed: serious too.
        const serious = message.type() === 'error' || HYDRATION.test(text) || (message.type() === 'warning' && text.startsWith('[storefront]'))
        if (serious && !allowConsole?.test(text)) problems.push(`${message.type()}: ${text}`)
      })
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
      await use(problems)
      expect(problems, 'console errors, page errors or hydration warnings').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/** The header's basket link, whose accessible name carries the quantity ("Kurv, 2 varer"). */
export const miniBasket = (page: import('@playwright/test').Page) => page.getByTestId('mini-basket-quantity')

/** After an add the "added to your basket" dialog opens (SPEC §2); this checks it names the product and closes it. */
export async function closeAddedToBasket(page: import('@playwright/test').Page, productName?: string | RegExp) {
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  if (productName) await expect(dialog.getByTestId('added-product')).toContainText(productName)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
}
