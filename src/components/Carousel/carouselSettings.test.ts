import { PRODUCT_CAROUSEL_SLIDES_PER_VIEW } from '@/config/constants'
import { carouselSettings } from './carouselSettings'

describe('carouselSettings (docs/product.md §9)', () => {
  it.each([
    [360, 1],
    [767, 1],
    [768, 2],
    [1023, 2],
    [1024, 3],
    [1279, 3],
    [1280, 4],
    [1440, 4],
  ])('shows the standard number of slides per view at %i px', (width, perView) => {
    expect(carouselSettings({ slideCount: 8, width }).slidesPerView).toBe(perView)
  })

  it.each([
    [360, 1.2],
    [767, 1.2],
    [768, 2],
    [1440, 2],
  ])('shows the dual carousel at 1.2 per view on mobile (%i px: %d)', (width, perView) => {
    expect(carouselSettings({ slideCount: 8, width, dual: true }).slidesPerView).toBe(perView)
  })

  it('uses a slide spacing of 24', () => {
    expect(carouselSettings({ slideCount: 3, width: 1024 }).spacingPx).toBe(24)
  })

  it('loops only with more than one slide on screens wider than 768 px', () => {
    expect(carouselSettings({ slideCount: 2, width: 769 }).loop).toBe(true)
    expect(carouselSettings({ slideCount: 2, width: 1440 }).loop).toBe(true)
    expect(carouselSettings({ slideCount: 2, width: 768 }).loop).toBe(false)
    expect(carouselSettings({ slideCount: 2, width: 360 }).loop).toBe(false)
    expect(carouselSettings({ slideCount: 1, width: 1440 }).loop).toBe(false)
  })

  it('shows pagination dots only above 4 slides', () => {
    expect(carouselSettings({ slideCount: 4, width: 1440 }).showDots).toBe(false)
    expect(carouselSettings({ slideCount: 5, width: 1440 }).showDots).toBe(true)
    expect(carouselSettings({ slideCount: 5, width: 360 }).showDots).toBe(true)
  })

  it('lets product rows keep 2 / 3 / 4 from 768 / 1024 / 1280 px with a peek on mobile', () => {
    const at = (width: number) => carouselSettings({ slideCount: 8, width, perView: PRODUCT_CAROUSEL_SLIDES_PER_VIEW }).slidesPerView
    expect([at(360), at(768), at(1024), at(1280)]).toEqual([1.2, 2, 3, 4])
  })
})
