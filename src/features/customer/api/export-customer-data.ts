// GET /api/customer/export/ -> everything the shop holds about the logged-in customer, as a JSON file to keep
// (docs/api/customers.md "Your data", docs/adr/0024). The answer comes with the bearer token like every call, so it
// cannot be a plain link: it is fetched here and handed to the browser as a file under the name the backend gives
// (`delikat-data-<date>.json`). 401 for guests; 429 TooManyAttempts with a Message after 5 downloads an hour.
import { useMutation } from '@tanstack/react-query'
import * as z from 'zod'
import { parseAnswer } from '@/lib/parseAnswer'
import { shopApi } from '@/lib/shopApi'

/** Only what tells the file is the customer's data; the rest is kept exactly as the backend wrote it. */
export const customerDataSchema = z.looseObject({
  Version: z.number(),
  ExportedAt: z.string(),
  Profile: z.looseObject({ Email: z.string() }),
})

export type CustomerDataFile = { fileName: string; content: string }

/** The backend's file name; anything else in the header is not used as a name on the customer's disk. */
const FILE_NAME = /filename="(delikat-data-[\w-]+\.json)"/

export async function exportCustomerData(): Promise<CustomerDataFile> {
  const response = await shopApi.get('/customer/export')
  const data = parseAnswer(customerDataSchema, response.data, 'customer data export')
  const disposition = String(response.headers['content-disposition'] ?? '')
  const fileName = FILE_NAME.exec(disposition)?.[1] ?? `delikat-data-${data.ExportedAt.slice(0, 10)}.json`
  return { fileName, content: `${JSON.stringify(response.data, null, 2)}\n` }
}

export function useExportCustomerData() {
  return useMutation({ mutationFn: exportCustomerData })
}
