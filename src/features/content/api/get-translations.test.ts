import type { AxiosAdapter } from 'axios'
import { contentApi } from '@/lib/contentApi'
import { fetchTranslations } from './get-translations'

async function answering<T>(data: unknown, work: () => Promise<T>): Promise<T> {
  const original = contentApi.defaults.adapter
  const adapter: AxiosAdapter = async (config) => ({ data, status: 200, statusText: '', headers: {}, config })
  contentApi.defaults.adapter = adapter
  try {
    return await work()
  } finally {
    contentApi.defaults.adapter = original
  }
}

describe('fetchTranslations', () => {
  it('keeps the texts of the answer that are words, and leaves out empty and odd values', async () => {
    const texts = await answering({ translations: { 'Header.Basket': 'Kurv', 'Empty.Key': '', 'Odd.Key': 3 } }, () =>
      fetchTranslations('da'),
    )
    expect(texts).toEqual({ 'Header.Basket': 'Kurv' })
  })

  it.each([null, 'Kurv', [], { translations: null }, { translations: ['Kurv'] }, { texts: {} }])(
    'calls an answer of another shape an invalid response: %j',
    async (data) => {
      await expect(answering(data, () => fetchTranslations('da'))).rejects.toMatchObject({ ErrorCode: 'InvalidResponse' })
    },
  )
})
