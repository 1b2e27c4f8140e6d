import { shopSettingsOf } from './shop-settings'

describe('shopSettingsOf', () => {
  it('offers a PDF only where its flag is true', () => {
    expect(shopSettingsOf({ CustomerType: 'B2C', AllowFavoriteListPdf: true, AllowPriceListPdf: 'yes', IsAgeVerified: false })).toEqual({
      AllowFavoriteListPdf: true,
      AllowPriceListPdf: false,
      AllowProductSheetPdf: false,
    })
  })

  it.each([null, 'settings', [true]])('calls an answer that is no object an invalid response: %j', (data) => {
    expect(() => shopSettingsOf(data)).toThrow(expect.objectContaining({ ErrorCode: 'InvalidResponse' }))
  })
})
