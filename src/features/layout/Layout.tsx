// The page shell. Every prop may be missing (the 404 and 500 pages, a failed App.getInitialProps).
import type { ReactNode } from 'react'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { HydrateApart } from '@/components/HydrateApart/HydrateApart'
import { laterInBrowser } from '@/components/HydrateApart/laterInBrowser'
import { DeliveryFactsProvider } from '@/features/content/DeliveryFacts'
import type { CustomerType, LayoutData } from '@/features/content/loadLayout'
import { ImpersonationBanner } from '@/features/impersonation/components/ImpersonationBanner'
import { Header } from './Header'
import { SellingPoints } from './SellingPoints'
import { theme } from '@/styles/theme'

/** The footer's code is not part of the first load: the browser hydrates the server's footer once it has come. */
const Footer = laterInBrowser(
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's branch only, dropped from the browser's build
  typeof window === 'undefined' ? (require('./Footer') as typeof import('./Footer')).Footer : null,
  () => import('./Footer').then((module) => module.Footer),
  { name: 'the footer', eager: true },
)

export const MAIN_CONTENT_ID = 'main-content'

const SkipLink = styled.a`
  position: absolute;
  left: ${theme.space.md};
  top: -100px;
  z-index: 100;
  padding: ${`${theme.space.xs} ${theme.space.md}`};
  background: ${theme.colors.text};
  color: ${theme.colors.background};
  border-radius: ${theme.radii.md};

  &:focus {
    top: ${theme.space.md};
    color: ${theme.colors.background};
  }
`

const Main = styled.main`
  min-height: 60vh;

  &:focus {
    outline: none;
  }
`

/** `customerType`: whose terms the shell states amounts in (business customers: excl. VAT); a guest's by default. */
export function Layout({
  layout,
  customerType,
  children,
}: {
  layout?: Partial<LayoutData> | null
  customerType?: CustomerType
  children: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <DeliveryFactsProvider facts={layout?.footer?.Delivery} exclVat={customerType === 'B2B'}>
      <SkipLink href={`#${MAIN_CONTENT_ID}`}>{t('Header.SkipToContent')}</SkipLink>
      {/* Staff acting as a customer: above everything, docs/api/impersonation.md. */}
      <ImpersonationBanner />
      <SellingPoints />
      <Header menu={layout?.menu ?? []} />
      {/* The page and the footer hydrate after the header, each in slices of its own (HydrateApart). */}
      <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <HydrateApart>{children}</HydrateApart>
      </Main>
      <HydrateApart>
        <Footer footer={layout?.footer} />
      </HydrateApart>
    </DeliveryFactsProvider>
  )
}
