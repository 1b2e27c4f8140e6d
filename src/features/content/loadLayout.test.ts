import type { AxiosAdapter } from 'axios'
import { contentApi } from '@/lib/contentApi'
import { fakeBearer } from '@/features/auth/testing/fakeAuthBackend'
import { layoutCustomerType, loadLayout } from './loadLayout'

async function withContentService<T>(answers: Record<string, unknown>, work: () => Promise<T>): Promise<{ result: T; calls: string[] }> {
  const original = contentApi.defaults.adapter
  const calls: string[] = []
  const adapter: AxiosAdapter = async (config) => {
    const key = `${config.url}${config.params?.menuNodeId ? `?${config.params.menuNodeId}` : ''}`
    calls.push(key)
    return { data: answers[key] ?? answers[config.url ?? ''], status: 200, statusText: '', headers: {}, config }
  }
  contentApi.defaults.adapter = adapter
  try {
    return { result: await work(), calls }
  } finally {
    contentApi.defaults.adapter = original
  }
}

const answers = {
  '/global/settings/': { menuB2CNodeId: 1, menuB2BNodeId: 20 },
  '/footer/': { Columns: [], Text: 'Delikat' },
  '/menu/?1': { menuItems: [{ id: 2, parentId: 1, type: 'header', name: 'Vin', link: null, image: null }] },
  '/menu/?20': { menuItems: [{ id: 21, parentId: 20, type: 'header', name: 'Firmagaver', link: null, image: null }] },
}

describe('loadLayout', () => {
  it('gives consumers and guests the B2C menu root', async () => {
    const { result, calls } = await withContentService(answers, () => loadLayout('da', 'B2C'))
    expect(calls).toContain('/menu/?1')
    expect(result.menu.map((i) => i.name)).toEqual(['Vin'])
  })

  it('gives business customers the B2B menu root', async () => {
    const { result, calls } = await withContentService(answers, () => loadLayout('da', 'B2B'))
    expect(calls).toContain('/menu/?20')
    expect(result.menu.map((i) => i.name)).toEqual(['Firmagaver'])
  })

  it("picks the business menu when the visitor's token names a business customer", () => {
    const inAnHour = new Date(Date.now() + 60 * 60 * 1000)
    expect(layoutCustomerType({ headers: { cookie: `token=${fakeBearer('B2B', inAnHour)}` } })).toBe('B2B')
    expect(layoutCustomerType({ headers: { cookie: `token=${fakeBearer('B2C', inAnHour)}` } })).toBe('B2C')
    expect(layoutCustomerType({ headers: { cookie: `token=${fakeBearer('B2B', new Date(Date.now() - 1000))}` } })).toBe('B2C')
    expect(layoutCustomerType({ headers: {} })).toBe('B2C')
  })
})
