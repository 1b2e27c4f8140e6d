// A PDF from the shop API (docs/api/pdf.md), saved in the browser: the call carries the visitor's bearer token like
// every shop call, so a plain link would not do. The file keeps the name the backend gives it. A refusal arrives as
// a blob too; its error shape is read back, so the toast says what the shop said.
import { ApiError } from '@/lib/apiError'
import { shopApi } from '@/lib/shopApi'

export type PdfRequest = { method: 'get'; path: string } | { method: 'post'; path: string; body: unknown }

/** The file name of a Content-Disposition header: filename* (UTF-8, keeps æ, ø, å) before filename. */
export function fileNameOf(disposition: string | null | undefined): string | null {
  if (!disposition) return null
  const encoded = disposition.match(/filename\*=UTF-8''([^;]+)/i)?.[1]
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim())
    } catch {
      // fall back to the plain name
    }
  }
  return disposition.match(/filename="([^"]+)"/i)?.[1] ?? null
}

/** A blob's text: Blob.text() where the browser has it, FileReader otherwise. */
function textOf(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text()
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error ?? new Error('unreadable answer'))
    reader.readAsText(blob)
  })
}

async function readRefusal(error: unknown): Promise<unknown> {
  if (!(error instanceof ApiError) || error.Message) return error
  const data = (error.cause as { response?: { data?: unknown } } | undefined)?.response?.data
  if (!(data instanceof Blob)) return error
  try {
    const body = JSON.parse(await textOf(data)) as { ErrorCode?: unknown; Message?: unknown }
    if (typeof body.Message !== 'string') return error
    return new ApiError({
      status: error.status,
      ErrorCode: typeof body.ErrorCode === 'string' ? body.ErrorCode : null,
      Message: body.Message,
      description: error.message,
      cause: error,
    })
  } catch {
    return error
  }
}

function save(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

export async function downloadPdf(request: PdfRequest, fallbackName: string): Promise<void> {
  const config = { responseType: 'blob' as const, headers: { Accept: 'application/pdf, application/json' } }
  try {
    const response =
      request.method === 'get'
        ? await shopApi.get<Blob>(request.path, config)
        : await shopApi.post<Blob>(request.path, request.body, config)
    const header = (response.headers as Record<string, string | undefined>)['content-disposition']
    save(response.data, fileNameOf(header) ?? fallbackName)
  } catch (error) {
    throw await readRefusal(error)
  }
}
