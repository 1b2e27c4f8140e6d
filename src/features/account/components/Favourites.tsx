// The customer's favourites (/konto/favoritter/): GET /api/product/favorites/ as product tiles, newest first. A
// tile's heart removes the product (the toggle refreshes the list, and the tile goes); the count above the list
// is a polite live region, so a screen reader hears the list change, and when the removed tile held the focus the
// focus moves to the list's heading instead of being lost.
import Link from 'next/link'
import { useEffect, useRef } from 'react'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { Button } from '@/components/Button/Button'
import { FormMessage } from '@/components/Form/fields'
import { ProductGrid } from '@/features/product/components/ProductGrid'
import { paths } from '@/config/paths'
import { useFavourites } from '@/features/favourites/api/get-favourites'
import { PdfDownloadButton } from '@/features/pdf/components/PdfDownloadButton'
import { Actions, Card, FocusHeading, Muted, SkeletonBlock } from '../styles'
import { theme } from '@/styles/theme'

const Saved = styled.section`
  display: grid;
  gap: ${theme.space.md};

  h2 {
    margin: 0;
    font-size: ${theme.fontSizes.xl};
  }

  p {
    margin: 0;
  }
`

const FAVOURITES_PDF = { method: 'get', path: '/product/favorites/pdf' } as const

export function Favourites() {
  const { t } = useTranslation()
  const favourites = useFavourites()
  const products = favourites.data
  const count = products?.length ?? 0
  const headingRef = useRef<HTMLHeadingElement>(null)
  const previousCount = useRef(count)

  useEffect(() => {
    const shrank = count < previousCount.current
    previousCount.current = count
    if (shrank && (document.activeElement === document.body || document.activeElement === null)) headingRef.current?.focus()
  }, [count])

  if (!products) {
    if (favourites.isError) {
      return (
        <Card aria-labelledby="account-favourites-heading">
          <FocusHeading id="account-favourites-heading">{t('Account.Favourites.Heading')}</FocusHeading>
          <FormMessage $tone="error" role="alert">
            <p>{t('Account.Favourites.LoadFailed')}</p>
          </FormMessage>
          <Actions>
            <Button type="button" $variant="secondary" onClick={() => void favourites.refetch()} disabled={favourites.isFetching}>
              {t('Account.TryAgain')}
            </Button>
          </Actions>
        </Card>
      )
    }
    return (
      <div aria-busy="true" data-testid="favourites-loading">
        <p role="status">
          <Muted as="span">{t('Account.Favourites.Loading')}</Muted>
        </p>
        <SkeletonBlock $height="320px" aria-hidden="true" />
      </div>
    )
  }

  if (products.length === 0) {
    return (
      <Card aria-labelledby="account-favourites-heading" data-testid="favourites-empty">
        <FocusHeading id="account-favourites-heading" ref={headingRef} tabIndex={-1}>
          {t('Account.Favourites.EmptyTitle')}
        </FocusHeading>
        <p>{t('Account.Favourites.EmptyText')}</p>
        <p>
          <Link href={paths.home}>{t('Account.GoShopping')}</Link>
        </p>
      </Card>
    )
  }

  return (
    <Saved aria-labelledby="account-favourites-heading">
      <FocusHeading id="account-favourites-heading" ref={headingRef} tabIndex={-1}>
        {t('Account.Favourites.Heading')}
      </FocusHeading>
      <Muted role="status" aria-live="polite">
        {t('Account.Favourites.Count', { count })}
      </Muted>
      <div>
        <PdfDownloadButton request={FAVOURITES_PDF} fileName="favoritter.pdf" flag="AllowFavoriteListPdf" label={t('Pdf.Favourites')} />
      </div>
      <ProductGrid products={products} label={t('Account.Favourites.ListLabel')} listId="favourites" />
    </Saved>
  )
}
