// GET /api/auth/impersonation/search/?query=&page=&pageSize= -> { Customers: [CustomerHit], TotalCount, TotalPages,
// Page } (docs/api/impersonation.md). The query (2–100 characters) matches name, e-mail, phone, company, CVR and
// customer number; blocked customers are listed but cannot be acted as. 403 without a staff session.
import { useInfiniteQuery } from '@tanstack/react-query'
import * as z from 'zod'
import { CLIENT_TYPES } from '@/features/customer/api/vocabulary'
import { parseAnswer } from '@/lib/parseAnswer'
import { shopApi } from '@/lib/shopApi'
import { impersonationKeys } from './impersonation-keys'

export const SEARCH_MIN_LENGTH = 2
export const SEARCH_MAX_LENGTH = 100
const PAGE_SIZE = 10

const customerHitSchema = z.looseObject({
  Id: z.union([z.string(), z.number()]),
  Name: z.string(),
  Email: z.string(),
  Phone: z.string().nullish(),
  ClientType: z.enum(CLIENT_TYPES),
  Company: z.string().nullish(),
  Cvr: z.string().nullish(),
  CustomerNumber: z.string().nullish(),
  Blocked: z.boolean(),
})
export type CustomerHit = z.infer<typeof customerHitSchema>

export const searchCustomersAnswerSchema = z.looseObject({
  Customers: z.array(customerHitSchema),
  TotalCount: z.number(),
  TotalPages: z.number(),
  Page: z.number(),
})
type SearchCustomersAnswer = z.infer<typeof searchCustomersAnswerSchema>

async function searchCustomers(query: string, page: number): Promise<SearchCustomersAnswer> {
  const { data } = await shopApi.get('/auth/impersonation/search', { params: { query, page, pageSize: PAGE_SIZE } })
  return parseAnswer(searchCustomersAnswerSchema, data, 'customer search')
}

/** The hits for a query, a page at a time ("Vis flere" asks for the next); disabled outside the allowed length. */
export function useSearchCustomers(query: string) {
  return useInfiniteQuery({
    queryKey: impersonationKeys.search(query),
    queryFn: ({ pageParam }) => searchCustomers(query, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.Page < last.TotalPages ? last.Page + 1 : undefined),
    enabled: query.length >= SEARCH_MIN_LENGTH && query.length <= SEARCH_MAX_LENGTH,
    // Each staff search is fresh: a customer just blocked or renamed shows as such.
    staleTime: 0,
    retry: false,
  })
}
