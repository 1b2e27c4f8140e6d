import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios'
import Cookies from 'js-cookie'
import { isApiError } from './apiError'
import { setBrowserCulture } from './culture'
import { createShopApi } from './shopApi'

function recordingApi(answer: { status: number; data: unknown } = { status: 200, data: {} }) {
  const requests: InternalAxiosRequestConfig[] = []
  const api = createShopApi()
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config)
    const response = { data: answer.data, status: answer.status, statusText: '', headers: {}, config }
    if (answer.status >= 400) throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, undefined, response)
    return response
  }
  api.defaults.adapter = adapter
  return { api, requests }
}

const fullUrl = (config: InternalAxiosRequestConfig) => `${config.baseURL}${config.url}`

describe('shopApi', () => {
  afterEach(() => {
    Cookies.remove('token', { path: '/' })
    setBrowserCulture('da')
  })

  it('calls the same-origin /api rewrite in the browser and adds the trailing slash', async () => {
    const { api, requests } = recordingApi()
    await api.get('/basket/abc')
    expect(fullUrl(requests[0]!)).toBe('/api/basket/abc/')
  })

  it('puts the trailing slash before the query string', async () => {
    const { api, requests } = recordingApi()
    await api.get('/product/12?foo=bar')
    expect(requests[0]!.url).toBe('/product/12/?foo=bar')
  })

  it('leaves a trailing slash alone', async () => {
    const { api, requests } = recordingApi()
    await api.post('/basket/', {})
    expect(requests[0]!.url).toBe('/basket/')
  })

  it('sends the bearer token from the token cookie', async () => {
    Cookies.set('token', 'secret-token', { path: '/' })
    const { api, requests } = recordingApi()
    await api.get('/basket/abc')
    expect(requests[0]!.headers.get('Authorization')).toBe('Bearer secret-token')
  })

  it('sends no Authorization header without the cookie', async () => {
    const { api, requests } = recordingApi()
    await api.get('/basket/abc')
    expect(requests[0]!.headers.has('Authorization')).toBe(false)
  })

  it('forwards the culture', async () => {
    setBrowserCulture('en')
    const { api, requests } = recordingApi()
    await api.get('/basket/abc')
    expect(requests[0]!.params).toMatchObject({ culture: 'en' })
  })

  it('turns an error answer into an ApiError with status, ErrorCode, Message and Errors', async () => {
    const { api } = recordingApi({
      status: 409,
      data: { ErrorCode: 'QuantityGreaterThanInventory', Message: 'Kun 4 på lager', Errors: { Quantity: 'For mange' } },
    })
    const error = await api.put('/basket/a/basketline/b/quantity/9').catch((reason: unknown) => reason)
    expect(isApiError(error)).toBe(true)
    if (!isApiError(error)) return
    expect(error.status).toBe(409)
    expect(error.ErrorCode).toBe('QuantityGreaterThanInventory')
    expect(error.Message).toBe('Kun 4 på lager')
    expect(error.Errors).toEqual({ Quantity: 'For mange' })
  })
})
