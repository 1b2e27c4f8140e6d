/**
 * The menus reach the catalogue: from the home page a shopper gets to a category page, a recipe and the gift card
 * page by mouse and by keyboard, in the desktop menu at 1280 px and in the mobile drawer at 390 px.
 */
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'

const DESKTOP = { width: 1280, height: 900 }
const PHONE = { width: 390, height: 844 }

const desktopMenu = (page: Page) => page.locator('nav[data-nav-area="menu"]')
const drawer = (page: Page) => page.locator('nav[data-nav-area="mobile-navigation"]')
const listHeading = (page: Page, name: string) => page.locator('[data-block="productList"]').getByRole('heading', { level: 2, name })

/** Presses Tab until the target has focus, as a keyboard user would (fails after `max` presses). */
async function tabTo(page: Page, target: Locator, max = 15) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

/** The first recipe of the recipe list, then its page. */
async function openFirstRecipe(page: Page, byKeyboard: boolean) {
  await expect(page).toHaveURL(/\/opskrifter\/$/)
  // The address changes before the new page renders, and the home page has a recipe list of its own: wait for the
  // recipe page's list, or the home page's first recipe is focused and then unmounted under the keypress.
  const list = page.locator('[data-block="recipeList"]').filter({ has: page.getByRole('heading', { name: 'Nyeste opskrifter' }) })
  await expect(list).toBeVisible()
  const recipe = list.getByRole('link').first()
  const name = (await recipe.innerText()).split('\n')[0]!.trim()
  if (byKeyboard) {
    await recipe.focus()
    await page.keyboard.press('Enter')
  } else {
    await recipe.click()
  }
  await expect(page).toHaveURL(/\/opskrifter\/[^/]+\/\d+\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name)
}

test.describe('the desktop menu at 1280 px', () => {
  test.use({ viewport: DESKTOP })

  test('by mouse: a heading opens its dropdown, and the dropdown leads to a category, a recipe and the gift cards', async ({ page }) => {
    await page.goto('/')
    const menu = desktopMenu(page)
    const wine = menu.getByRole('button', { name: 'Vin', exact: true })
    // A heading with a page of its own still opens: its page is the dropdown's first link.
    await wine.click()
    await expect(wine).toHaveAttribute('aria-expanded', 'true')
    await expect(page).toHaveURL(/\/$/)
    await menu.getByRole('link', { name: 'Se alt i Vin' }).click()
    await expect(page).toHaveURL(/\/vin\/$/)
    await expect(listHeading(page, 'Vin')).toBeVisible()

    await page.goto('/')
    await menu.getByRole('button', { name: 'Delikatesser', exact: true }).click()
    await menu.getByRole('link', { name: 'Ost', exact: true }).click()
    await expect(page).toHaveURL(/\/delikatesser\/ost\/$/)
    await expect(listHeading(page, 'Ost')).toBeVisible()

    await page.goto('/')
    await menu.getByRole('button', { name: 'Inspiration' }).click()
    await menu.getByRole('link', { name: 'Opskrifter', exact: true }).click()
    await openFirstRecipe(page, false)

    await page.goto('/')
    await menu.getByRole('button', { name: 'Gaver', exact: true }).click()
    await menu.getByRole('link', { name: 'Køb et gavekort' }).click()
    await expect(page).toHaveURL(/\/gavekort\/$/)
    await expect(page.getByRole('heading', { name: 'Giv en smagsoplevelse' }).first()).toBeVisible()
  })

  test('by keyboard: Enter opens, ArrowDown enters the dropdown, Tab and Enter follow its links', async ({ page }) => {
    await page.goto('/')
    const menu = desktopMenu(page)
    const wine = menu.getByRole('button', { name: 'Vin', exact: true })
    await wine.focus()
    await page.keyboard.press('Enter')
    await expect(wine).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('ArrowDown')
    await expect(menu.getByRole('link', { name: 'Se alt i Vin' })).toBeFocused()
    // The column headings are links too.
    await tabTo(page, menu.getByRole('link', { name: 'Rødvin', exact: true }))
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/vin\/roedvin\/$/)
    await expect(listHeading(page, 'Rødvin')).toBeVisible()

    await page.goto('/')
    await wine.focus()
    // ArrowRight walks the top entries: Vin, Delikatesser, Gaver.
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    const gifts = menu.getByRole('button', { name: 'Gaver', exact: true })
    await expect(gifts).toBeFocused()
    await page.keyboard.press('Enter')
    await tabTo(page, menu.getByRole('link', { name: 'Køb et gavekort' }))
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/gavekort\/$/)

    await page.goto('/')
    const inspiration = menu.getByRole('button', { name: 'Inspiration' })
    await inspiration.focus()
    await page.keyboard.press('Enter')
    await page.keyboard.press('ArrowDown')
    await expect(menu.getByRole('link', { name: 'Opskrifter', exact: true })).toBeFocused()
    await page.keyboard.press('Enter')
    await openFirstRecipe(page, true)
  })

  test('in English, wine by country opens the wine page filtered on the country', async ({ page }) => {
    await page.goto('/en/')
    const menu = desktopMenu(page)
    await menu.getByRole('button', { name: 'Wine', exact: true }).click()
    await menu.getByRole('link', { name: 'Italy', exact: true }).click()
    await expect(page).toHaveURL(/\/en\/vin\/\?country=Italy$/)
    await expect(page.locator('[data-block="productList"]').getByRole('article').first()).toBeVisible()
  })
})

test.describe('the mobile drawer at 390 px', () => {
  test.use({ viewport: PHONE })

  test('by touch: nested headings open, their pages are the first entries, and the drawer leads to a category, a recipe and the gift cards', async ({
    page,
  }) => {
    await page.goto('/')
    const open = page.getByRole('button', { name: 'Menu', exact: true })
    await open.click()
    const nav = drawer(page)
    await nav.getByRole('button', { name: 'Vin', exact: true }).click()
    await expect(nav.getByRole('link', { name: 'Se alt i Vin', exact: true })).toBeVisible()
    await nav.getByRole('button', { name: 'Vin efter farve' }).click()
    await nav.getByRole('link', { name: 'Hvidvin', exact: true }).click()
    await expect(page).toHaveURL(/\/vin\/hvidvin\/$/)
    await expect(listHeading(page, 'Hvidvin')).toBeVisible()
    await expect(nav).toBeHidden()

    await open.click()
    await nav.getByRole('button', { name: 'Inspiration' }).click()
    await nav.getByRole('link', { name: 'Opskrifter', exact: true }).click()
    await openFirstRecipe(page, false)

    await open.click()
    await nav.getByRole('button', { name: 'Gaver', exact: true }).click()
    await nav.getByRole('button', { name: 'Gavekort', exact: true }).click()
    await nav.getByRole('link', { name: 'Køb et gavekort' }).click()
    await expect(page).toHaveURL(/\/gavekort\/$/)
  })

  test('by keyboard: Enter opens the drawer and its headings, Tab and Enter follow the links', async ({ page }) => {
    await page.goto('/')
    const open = page.getByRole('button', { name: 'Menu', exact: true })
    await open.focus()
    await page.keyboard.press('Enter')
    const nav = drawer(page)
    await expect(nav).toBeVisible()
    const deli = nav.getByRole('button', { name: 'Delikatesser', exact: true })
    await tabTo(page, deli)
    await page.keyboard.press('Enter')
    await expect(deli).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Tab')
    await expect(nav.getByRole('link', { name: 'Se alt i Delikatesser' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/delikatesser\/$/)
    await expect(listHeading(page, 'Delikatesser')).toBeVisible()

    await open.focus()
    await page.keyboard.press('Enter')
    const gifts = nav.getByRole('button', { name: 'Gaver', exact: true })
    await tabTo(page, gifts)
    await page.keyboard.press('Enter')
    const cards = nav.getByRole('button', { name: 'Gavekort', exact: true })
    await tabTo(page, cards)
    await page.keyboard.press('Enter')
    await tabTo(page, nav.getByRole('link', { name: 'Køb et gavekort' }))
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/gavekort\/$/)

    await open.focus()
    await page.keyboard.press('Enter')
    const inspiration = nav.getByRole('button', { name: 'Inspiration' })
    await tabTo(page, inspiration, 30)
    await page.keyboard.press('Enter')
    await tabTo(page, nav.getByRole('link', { name: 'Opskrifter', exact: true }))
    await page.keyboard.press('Enter')
    await openFirstRecipe(page, true)
  })
})
