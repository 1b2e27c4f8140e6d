// "Download som PDF": offered only while the shop's Settings allow it, and the file keeps the name the shop gives it.
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { installFakeShopApi, type FakeRequest } from '@/test/fakeShopApi'
import { renderWithProviders } from '@/test/render'
import { createMockRouter, MockRouterProvider } from '@/test/router'
import { ApiError } from '@/lib/apiError'
import { downloadPdf, fileNameOf } from '../downloadPdf'
import { PdfDownloadButton } from './PdfDownloadButton'

const PDF = new Blob(['%PDF-1.3 test'], { type: 'application/pdf' })

function shop(priceListAllowed: boolean) {
  return installFakeShopApi((request: FakeRequest) => {
    if (request.path === '/general/settings/')
      return {
        status: 200,
        data: { CustomerType: 'B2C', AllowFavoriteListPdf: true, AllowPriceListPdf: priceListAllowed, AllowProductSheetPdf: true },
      }
    if (request.path === '/product/search/pdf/')
      return {
        status: 200,
        data: PDF,
        headers: { 'content-disposition': `attachment; filename="prisliste.pdf"; filename*=UTF-8''prisliste-r%C3%B8dvin.pdf` },
      }
    return { status: 404, data: { ErrorCode: 'NotFound', Message: 'Ikke fundet' } }
  })
}

const saved: string[] = []

beforeEach(() => {
  saved.length = 0
  URL.createObjectURL = vi.fn(() => 'blob:pdf')
  URL.revokeObjectURL = vi.fn()
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download)
  })
})

afterEach(() => vi.restoreAllMocks())

const inPage = (ui: React.ReactElement) => renderWithProviders(<MockRouterProvider router={createMockRouter()}>{ui}</MockRouterProvider>)

const request = { method: 'post', path: '/product/search/pdf', body: { Query: 'rødvin', Filters: [] } } as const

describe('PdfDownloadButton', () => {
  it('downloads the price list of the request under the name the shop gives it', async () => {
    const api = shop(true)
    try {
      const user = userEvent.setup()
      inPage(<PdfDownloadButton request={request} fileName="prisliste.pdf" flag="AllowPriceListPdf" label="Prisliste (PDF)" />)
      await user.click(await screen.findByRole('button', { name: 'Prisliste (PDF)' }))
      await waitFor(() => expect(saved).toEqual(['prisliste-rødvin.pdf']))
      expect(api.requests.find((r) => r.path === '/product/search/pdf/')?.body).toEqual(request.body)
      expect(screen.getByRole('button', { name: 'Prisliste (PDF)' })).toBeEnabled()
    } finally {
      api.restore()
    }
  })

  it('is not offered while the Settings switch the PDF off', async () => {
    const api = shop(false)
    try {
      inPage(<PdfDownloadButton request={request} fileName="prisliste.pdf" flag="AllowPriceListPdf" label="Prisliste (PDF)" />)
      await waitFor(() => expect(api.requests.some((r) => r.path === '/general/settings/')).toBe(true))
      expect(screen.queryByRole('button', { name: 'Prisliste (PDF)' })).not.toBeInTheDocument()
    } finally {
      api.restore()
    }
  })
})

describe('downloadPdf', () => {
  it("reads the shop's refusal back from the file answer, so the toast says what the shop said", async () => {
    const refusal = new Blob([JSON.stringify({ ErrorCode: 'GiftCardNotIssued', Message: 'Gavekortet er ikke udstedt endnu.' })])
    const api = installFakeShopApi(() => ({ status: 409, data: refusal }))
    try {
      const error = await downloadPdf({ method: 'post', path: '/giftcard/download', body: {} }, 'gavekort.pdf').catch((e: unknown) => e)
      expect(error).toBeInstanceOf(ApiError)
      expect(error).toMatchObject({ status: 409, ErrorCode: 'GiftCardNotIssued', Message: 'Gavekortet er ikke udstedt endnu.' })
    } finally {
      api.restore()
    }
  })

  it('names the file from filename* before filename, and falls back to the plain one', () => {
    expect(fileNameOf(`attachment; filename="prisliste.pdf"; filename*=UTF-8''prisliste-r%C3%B8dvin.pdf`)).toBe('prisliste-rødvin.pdf')
    expect(fileNameOf('attachment; filename="gavekort-1234.pdf"')).toBe('gavekort-1234.pdf')
    expect(fileNameOf(undefined)).toBeNull()
  })
})
