/**
 * The PDFs from a shopper's side (docs/api/pdf.md): the price list of a search, downloaded from the search page, and
 * the printable gift card of a bought card, from the order in the account. Each file's text is read back.
 */
import { readFile } from 'node:fs/promises'
import type { Download, Page } from '@playwright/test'
import { extractText, getDocumentProxy } from 'unpdf'
import { expect, logIn, test } from './fixtures'

async function pdfText(download: Download): Promise<string> {
  const bytes = new Uint8Array(await readFile((await download.path())!))
  expect(Buffer.from(bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-')
  return (await extractText(await getDocumentProxy(bytes), { mergePages: true })).text
}

async function downloadFrom(page: Page, button: import('@playwright/test').Locator): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()])
  return download
}

test('the search page downloads its results as a price list, with the first result in it', async ({ page }) => {
  await page.goto('/soeg/?q=vin&type=products')
  const first = (await page.getByRole('article').first().locator('a').filter({ hasText: /\S/ }).first().textContent())?.trim() ?? ''
  expect(first).not.toBe('')
  const download = await downloadFrom(page, page.getByRole('button', { name: 'Prisliste (PDF)' }))
  expect(download.suggestedFilename()).toMatch(/^prisliste-\d{4}-\d{2}-\d{2}\.pdf$/)
  const text = await pdfText(download)
  expect(text).toContain('Prisliste')
  expect(text.replace(/\s+/g, ' ')).toContain(first.slice(0, 15))
})

test('a customer prints the gift card bought for a friend from the order in the account', async ({ page }) => {
  await page.goto('/')
  await logIn(page, 'kunde@delikat.dk')
  await page.goto('/konto/ordrer/')
  // The seeded present is the paid order waiting to be sent (its gift card captured at purchase, docs/adr/0044); orders
  // placed by earlier tests are only approved, or sent.
  await page.getByTestId('order-row').filter({ hasText: 'Betalt' }).last().getByRole('link').click()
  await expect(page.getByRole('table')).toContainText('Gavekort på 500,-')
  const download = await downloadFrom(page, page.getByRole('button', { name: 'Gavekort på 500,- til print (PDF)' }))
  expect(download.suggestedFilename()).toMatch(/^gavekort-.*\.pdf$/)
  const text = (await pdfText(download)).replace(/\s+/g, ' ')
  expect(text).toContain('500,-')
  expect(text).toContain('Tillykke med de 40, Mette!')
})
