import type { ServerResponse } from 'node:http'
import { loadPrivatePage } from './privatePage'

describe('loadPrivatePage', () => {
  it('keeps an account page out of shared caches and search engines', async () => {
    const headers = new Map<string, string>()
    const res = { headersSent: false, setHeader: (name: string, value: string) => headers.set(name, value) } as unknown as ServerResponse

    expect(await loadPrivatePage({ res })).toEqual({})
    expect(headers.get('Cache-Control')).toBe('private, no-store')
    expect(headers.get('X-Robots-Tag')).toBe('noindex, nofollow')
  })

  it('does nothing in the browser (no response)', async () => {
    expect(await loadPrivatePage({ res: undefined })).toEqual({})
  })
})
