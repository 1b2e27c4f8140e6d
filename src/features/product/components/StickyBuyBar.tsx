// The product page's price and "Læg i kurv" kept in reach on a phone (docs/features.md "Listings that fit a phone"):
// a bar at the bottom of the screen that appears once the page's own add button has scrolled up out of view and
// goes when it is back. Its button presses the page's own, so the
// quantity chosen there, the checks and the added-to-basket dialog are the same. Not from 768 px (the buy column
// is beside the picture there), not for what cannot be bought, and not while the cookie dialog asks at the bottom.
import { useEffect, useState, type RefObject } from 'react'
import { useTranslation } from '@/i18n/texts'
import styled, { createGlobalStyle } from 'styled-components'
import { Button } from '@/components/Button/Button'
import { Price } from '@/components/Price/Price'
import { maxQuantityOf } from '@/features/basket/components/AddToBasket'
import { useConsent } from '@/features/consent/consent-context'
import type { Edition } from '@/features/product/variants'
import { theme } from '@/styles/theme'

/** Room the bar takes at the bottom of a phone's screen, above the safe area: 44 px button + 2 × 12 px + border. */
const BAR_HEIGHT = '69px'

const Bar = styled.div`
  position: fixed;
  inset: auto 0 0 0;
  z-index: ${theme.zIndices.dropdown};
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  padding: ${`${theme.space.sm} ${theme.space.md}`};
  /* Clear of an iPhone's home indicator. */
  padding-bottom: calc(${theme.space.sm} + env(safe-area-inset-bottom, 0px));
  border-top: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.raised};

  ${theme.media.tablet} {
    display: none;
  }
`

const Summary = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  min-width: 0;
`

const Name = styled.p`
  margin: 0;
  overflow: hidden;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.xs};
  text-overflow: ellipsis;
  white-space: nowrap;
`

const Buy = styled(Button)`
  flex-shrink: 0;
`

// The end of the page (the footer's last lines) can still be scrolled clear of the bar.
const RoomForTheBar = createGlobalStyle`
  @media (max-width: ${theme.breakpoints.tablet - 0.02}px) {
    body {
      padding-bottom: calc(${BAR_HEIGHT} + env(safe-area-inset-bottom, 0px));
    }
  }
`

/** The edition on the page can be put in the basket (a sold-out or unsellable one gets no bar). */
function isBuyable(edition: Pick<Edition, 'ShowAddToBasket' | 'MaxQuantity' | 'Stock'>): boolean {
  return edition.ShowAddToBasket && maxQuantityOf({ MaxQuantity: edition.MaxQuantity }) >= 1 && edition.Stock?.State !== 'OutOfStock'
}

/** The page's own add button: the submit button of the buy area's form that reads "Læg i kurv". */
function addButtonIn(area: HTMLElement | null, text: string): HTMLButtonElement | null {
  const buttons = area ? Array.from(area.querySelectorAll<HTMLButtonElement>('form button[type="submit"]')) : []
  return buttons.find((button) => button.textContent?.trim() === text) ?? null
}

type Props = {
  /** The product page's buy area, which holds the page's add button. */
  buyArea: RefObject<HTMLElement | null>
  name: string
  edition: Edition
}

export function StickyBuyBar({ buyArea, name, edition }: Props) {
  const { t } = useTranslation()
  const { decided } = useConsent()
  const [passed, setPassed] = useState(false)
  const buyable = isBuyable(edition)
  const addText = t('ProductPage.AddToBasket')

  // Where the page's own button is, read on every scroll (passive; one element's box): the button is looked up each
  // time, so another edition's form, or any remount of it, is followed without watching anything that may be gone.
  useEffect(() => {
    if (!buyable) return undefined
    const check = () => {
      const button = addButtonIn(buyArea.current, addText)
      // Only once it has gone up past the top: below the fold it is still ahead of the shopper (a box of zeros is
      // one not laid out).
      setPassed(button !== null && button.getBoundingClientRect().bottom < 0)
    }
    check()
    window.addEventListener('scroll', check, { passive: true })
    window.addEventListener('resize', check)
    return () => {
      window.removeEventListener('scroll', check)
      window.removeEventListener('resize', check)
      setPassed(false)
    }
  }, [buyArea, addText, buyable, edition.VariantId])

  if (!buyable) return null
  return (
    <>
      <RoomForTheBar />
      {passed && decided ? (
        <Bar role="region" aria-label={t('BuyBar.Label', { name })} data-testid="sticky-buy-bar">
          <Summary>
            <Name aria-hidden="true">{name}</Name>
            <Price
              price={edition.Pricing.CurrentPrice}
              beforePrice={edition.Pricing.BeforePrice}
              includesVat={edition.Pricing.IncludesVat ? null : false}
            />
          </Summary>
          <Buy type="button" onClick={() => addButtonIn(buyArea.current, addText)?.click()}>
            {addText}
          </Buy>
        </Bar>
      ) : null}
    </>
  )
}
