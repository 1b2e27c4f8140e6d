/**
 * The footer's two legal items from a shopper's side: the food smiley's link to the inspection report on
 * findsmiley.dk (Danish food law) and the accessibility statement (European Accessibility Act), in Danish and
 * English, with an axe check of the statement. The report itself is not opened: the tests' network stops at the shop.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures'

const FINDSMILEY = /^https:\/\/www\.findsmiley\.dk\/\d{1,12}$/

test('the footer links to the food inspection report on findsmiley.dk, in a new tab and from the keyboard', async ({ page }) => {
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  const report = footer.getByRole('link', { name: /Se vores kontrolrapport/ })
  await expect(report).toHaveAttribute('href', FINDSMILEY)
  await expect(report).toHaveAttribute('target', '_blank')
  await expect(report).toHaveAttribute('rel', 'noopener noreferrer')
  await expect(report.getByRole('img', { name: 'Fødevarestyrelsens smiley' })).toBeVisible()
  await report.focus()
  await expect(report).toBeFocused()

  await page.goto('/en/')
  await expect(page.getByRole('contentinfo').getByRole('link', { name: /See our inspection report/ })).toHaveAttribute('href', FINDSMILEY)
})

test('the accessibility statement opens from the footer, in Danish and English', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Tilgængelighedserklæring' }).click()
  await expect(page).toHaveURL(/\/tilgaengelighed\/$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Tilgængelighedserklæring' })).toBeVisible()
  await expect(
    page
      .getByRole('main')
      .getByText(/WCAG 2\.1/)
      .first(),
  ).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: 'kundeservice@delikat.dk' })).toHaveAttribute(
    'href',
    'mailto:kundeservice@delikat.dk',
  )

  await page.goto('/en/')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility statement' }).click()
  await expect(page).toHaveURL(/\/en\/tilgaengelighed\/$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeVisible()
})

test('axe finds no serious or critical WCAG 2.1 AA violation on the accessibility statement', async ({ page }) => {
  await page.goto('/tilgaengelighed/')
  await expect(page.getByRole('heading', { level: 1, name: 'Tilgængelighedserklæring' })).toBeVisible()
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    )
  expect(serious).toEqual([])
})
