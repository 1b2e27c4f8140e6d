/**
 * Product lists and the product page on a phone (390 × 844, docs/features.md "Listings that fit a phone"): the first
 * product above the fold, the filters in a drawer whose "Vis N varer" counts the choice, the chosen filters as chips,
 * two cards to a row, and the product page's sticky bar that adds to the basket once the page's own button has
 * scrolled away. Counts follow the demo catalogue: nothing here names an exact number.
 */
import type { Locator, Page } from '@playwright/test'
import { closeAddedToBasket, expect, miniBasket, test } from './fixtures'

const PHONE = { width: 390, height: 844 }
const RED_WINE = '/vin/roedvin/'
const PAGE_SIZE = 18

test.use({ viewport: PHONE })

const list = (page: Page) => page.locator('[data-block="productList"]')
const tiles = (page: Page) => list(page).locator('ul[aria-label] > li')

/** "27 varer" above the list. */
async function resultCount(page: Page): Promise<number> {
  const text = await list(page)
    .getByText(/^\d+ varer?$/)
    .first()
    .textContent()
  return Number(text?.match(/\d+/)?.[0] ?? NaN)
}

/** A country that narrows the list: it matches some products, but fewer than all. */
async function narrowingCountry(drawer: Locator, total: number): Promise<{ box: Locator; name: string; count: number }> {
  const boxes = drawer.getByRole('group', { name: 'Land' }).getByRole('checkbox')
  for (const box of await boxes.all()) {
    const label = (await box.locator('xpath=..').textContent()) ?? ''
    const count = Number(label.match(/\((\d+)\)\s*$/)?.[1] ?? 0)
    if (count > 0 && count < total) return { box, name: label.replace(/\s*\(\d+\)\s*$/, '').trim(), count }
  }
  throw new Error('no country narrows the red wine list')
}

test('a category on a phone: products first, the filters in a drawer that counts the choice, chips, two cards to a row', async ({
  page,
}) => {
  await page.goto(RED_WINE)
  await expect(tiles(page).first()).toBeVisible()

  // The first product is above the fold before anything is opened, and the side panel is not pushing it down.
  const first = await tiles(page).first().boundingBox()
  expect(first).not.toBeNull()
  expect(first!.y).toBeLessThan(PHONE.height)
  await expect(list(page).getByRole('complementary', { name: 'Filtre' })).toBeHidden()

  // Two cards side by side: the same row, the second to the right of the first, each about half the screen.
  const second = await tiles(page).nth(1).boundingBox()
  expect(second).not.toBeNull()
  expect(Math.abs(second!.y - first!.y)).toBeLessThan(2)
  expect(second!.x).toBeGreaterThanOrEqual(first!.x + first!.width)
  for (const box of [first!, second!]) {
    expect(box.width).toBeGreaterThan(150)
    expect(box.width).toBeLessThan(PHONE.width / 2)
  }
  // Nothing on a card sticks out of it at this width (the heart, the price, the add button), and a campaign
  // splash stays clear of the heart.
  for (const card of (await tiles(page).all()).slice(0, 6)) {
    const cardBox = (await card.boundingBox())!
    const heart = card.getByRole('button', { name: /^Favorit:/ })
    for (const part of [heart, card.getByTestId('price'), card.getByRole('button', { name: /^Læg i kurv/ })]) {
      if ((await part.count()) === 0) continue
      const box = (await part.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(cardBox.x - 1)
      expect(box.x + box.width).toBeLessThanOrEqual(cardBox.x + cardBox.width + 1)
    }
    const splash = card.getByTestId('campaign-splash')
    if ((await splash.count()) > 0) {
      const [splashBox, heartBox] = [(await splash.boundingBox())!, (await heart.boundingBox())!]
      expect(splashBox.x + splashBox.width).toBeLessThanOrEqual(heartBox.x)
    }
  }

  const total = await resultCount(page)
  expect(total).toBeGreaterThan(1)

  // The drawer: a modal dialog that takes focus and keeps the page behind from scrolling.
  const filterButton = list(page).getByRole('button', { name: 'Filtrér', exact: true })
  await filterButton.click()
  const drawer = page.getByRole('dialog', { name: 'Filtre' })
  await expect(drawer).toBeVisible()
  await expect(drawer).toHaveAttribute('aria-modal', 'true')
  await expect(drawer.getByRole('button', { name: 'Luk' })).toBeFocused()
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden')
  await expect(drawer.getByRole('button', { name: `Vis ${total} varer` })).toBeVisible()

  // Escape closes it and gives focus back to "Filtrér".
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
  await expect(filterButton).toBeFocused()

  await filterButton.click()
  await expect(drawer).toBeVisible()
  const country = await narrowingCountry(drawer, total)
  // The choice goes through the address and the list's query, so the box is ticked once that has answered.
  await country.box.click()
  await expect(country.box).toBeChecked()
  // The count of the choice, from the same search the list shows.
  const show = drawer.getByRole('button', { name: new RegExp(`^Vis ${country.count} varer?$`) })
  await expect(show).toBeVisible()
  // The sticky footer is in view without scrolling the drawer.
  expect((await show.boundingBox())!.y + (await show.boundingBox())!.height).toBeLessThanOrEqual(PHONE.height)
  await show.click()
  await expect(drawer).toBeHidden()
  await expect(list(page).getByRole('button', { name: 'Filtrér (1)' })).toBeFocused()

  // The list is filtered and says by what.
  await expect(page).toHaveURL(new RegExp(`/vin/roedvin/\\?country=${encodeURIComponent(country.name)}`))
  await expect.poll(() => resultCount(page)).toBe(country.count)
  await expect.poll(() => tiles(page).count()).toBe(Math.min(country.count, PAGE_SIZE))
  const chip = list(page).getByRole('button', { name: `Fjern filteret Land: ${country.name}` })
  await expect(chip).toBeVisible()
  await expect(chip).toHaveText(country.name)

  // The chip removes its filter again.
  await chip.click()
  await expect(page).toHaveURL(/\/vin\/roedvin\/$/)
  await expect.poll(() => resultCount(page)).toBe(total)
  await expect(chip).toHaveCount(0)
  await expect(list(page).getByRole('button', { name: 'Filtrér', exact: true })).toBeVisible()
})

test('the product page on a phone: once the add button has scrolled away, a bar at the bottom adds to the basket', async ({ page }) => {
  await page.goto(RED_WINE)
  // A wine that can be bought: its card has an add button.
  const buyable = tiles(page)
    .filter({ has: page.getByRole('button', { name: /^Læg i kurv/ }) })
    .first()
  const name = ((await buyable.getByRole('heading').textContent()) ?? '').trim()
  await buyable.getByRole('heading').getByRole('link').click()
  await expect(page).toHaveURL(/\/produkter\//)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)

  const pageButton = page.getByTestId('product-buy').getByRole('button', { name: 'Læg i kurv', exact: true })
  const bar = page.getByRole('region', { name: `Køb ${name}` })
  await expect(pageButton).toBeVisible()
  await expect(bar).toHaveCount(0)

  // Scroll until the page's own button is above the top of the screen.
  const button = (await pageButton.boundingBox())!
  await page.mouse.wheel(0, button.y + button.height + 200)
  await expect(pageButton).not.toBeInViewport()
  await expect(bar).toBeVisible()
  const barBox = (await bar.boundingBox())!
  expect(Math.round(barBox.y + barBox.height)).toBe(PHONE.height)
  await expect(bar.getByTestId('price')).toBeVisible()

  await expect(miniBasket(page)).toHaveText('0')
  await bar.getByRole('button', { name: 'Læg i kurv' }).click()
  await closeAddedToBasket(page, name)
  await expect(miniBasket(page)).toHaveText('1')

  // Back up at the page's own button, the bar goes; on a wide screen there is none.
  await pageButton.scrollIntoViewIfNeeded()
  await expect(bar).toHaveCount(0)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.mouse.wheel(0, 3000)
  await expect(bar).toBeHidden()
})
