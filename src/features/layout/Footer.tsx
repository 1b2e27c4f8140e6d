// The site footer from the content service (link columns, a tracked navigation area, the food smiley's link to the
// inspection report, the e-mærket badge while the shop has one, the payment methods' marks, and a text), with a
// minimal fallback. At laptop width the editors' columns sit beside a "safe shopping" column; on a phone all stack. "Fortryd købet her" is always there: the law wants the
// withdrawal function reachable from every page (docs/adr/0023), so when the editors' columns lack the link (removed,
// or content seeded before it), the footer adds it itself.
import styled from 'styled-components'
import { useTranslation } from '@/i18n/texts'
import { Container } from '@/components/Container/Container'
import { SmartLink } from '@/components/SmartLink/SmartLink'
import { paths } from '@/config/paths'
import type { Footer as FooterData } from '@/features/content/api/get-footer'
import { useConsent } from '@/features/consent/consent-context'
import { EmaerketLink } from './EmaerketLink'
import { FoodSmileyLink } from './FoodSmileyLink'
import { PaymentMarks } from './PaymentMarks'
import { theme } from '@/styles/theme'

const Wrapper = styled.footer`
  margin-top: ${theme.space.xxxl};
  padding: ${`${theme.space.xxl} 0 ${theme.space.xl}`};
  background: ${theme.colors.primary};
  color: ${theme.colors.onPrimary};

  a {
    color: ${theme.colors.onPrimary};
  }

  a:hover {
    color: ${theme.colors.onPrimary};
    text-decoration-thickness: 2px;
  }

  & *:focus-visible {
    outline-color: ${theme.colors.onPrimary};
  }
`

/** The editors' columns, then the trust column (payment, smiley, e-mærket): stacked on a phone, side by side from laptop. */
const Top = styled.div`
  display: grid;
  gap: ${theme.space.xl};

  ${theme.media.laptop} {
    grid-template-columns: minmax(0, 3fr) minmax(220px, 1fr);
  }

  h2 {
    margin: 0 0 ${theme.space.sm};
    font-size: ${theme.fontSizes.lg};
  }
`

const Columns = styled.div`
  display: grid;
  gap: ${theme.space.xl};

  ${theme.media.tablet} {
    grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  }

  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${theme.space.xs};
  }
`

const Trust = styled.section`
  display: grid;
  align-content: start;
  gap: ${theme.space.md};

  h2 {
    margin: 0;
  }

  p {
    margin: 0;
  }
`

const PaymentLabel = styled.p`
  margin: 0 0 ${theme.space.xs};
  font-size: ${theme.fontSizes.sm};
`

/** The closing line under a hairline: the withdrawal link when the columns lack it, and the company's text. */
const Bottom = styled.div`
  margin-top: ${theme.space.xl};
  padding-top: ${theme.space.lg};
  border-top: 1px solid ${theme.colors.onPrimary};
`

const Withdrawal = styled.p`
  margin: 0 0 ${theme.space.sm};
  font-weight: ${theme.fontWeights.semibold};
`

/** Whether a footer link leads to the withdrawal page, in either language and however the editors wrote it. */
export function isWithdrawalLink(url: string): boolean {
  const path = url
    .split(/[?#]/)[0]!
    .replace(/^https?:\/\/[^/]+/i, '')
    .replace(/^\/en(?=\/)/, '')
  return path.replace(/\/+$/, '') === paths.withdrawal.replace(/\/+$/, '')
}

const CookieSettings = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  font-size: ${theme.fontSizes.sm};
  text-decoration: underline;
  cursor: pointer;
  min-height: 24px;
`

const Text = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  white-space: pre-line;
`

export function Footer({ footer }: { footer: FooterData | null | undefined }) {
  const { t } = useTranslation()
  const consent = useConsent()
  const columns = footer?.Columns ?? []
  const hasWithdrawalLink = columns.some((column) => (column.Links ?? []).some((link) => isWithdrawalLink(link.Url)))
  return (
    <Wrapper>
      <Container>
        <Top>
          {columns.length > 0 ? (
            <Columns as="nav" aria-label={t('Footer.Label')} data-nav-area="footer">
              {columns.map((column, index) => (
                <section key={`${column.Title ?? ''}-${index}`} aria-label={column.Title ?? undefined}>
                  {column.Title ? <h2>{column.Title}</h2> : null}
                  <ul>
                    {(column.Links ?? []).map((link, linkIndex) => (
                      <li key={`${link.Url}-${linkIndex}`}>
                        <SmartLink href={link.Url}>{link.Text}</SmartLink>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </Columns>
          ) : (
            <div />
          )}
          <Trust aria-labelledby="footer-trust-heading">
            <h2 id="footer-trust-heading">{t('Footer.Trust')}</h2>
            <div>
              <PaymentLabel>{t('Footer.Payment')}</PaymentLabel>
              <PaymentMarks label={t('Footer.PaymentMethods')} />
            </div>
            {footer?.Smiley ? (
              <p>
                <FoodSmileyLink smiley={footer.Smiley} />
              </p>
            ) : null}
            {footer?.Emaerket ? (
              <p>
                <EmaerketLink badge={footer.Emaerket} />
              </p>
            ) : null}
          </Trust>
        </Top>
        <Bottom>
          {hasWithdrawalLink ? null : (
            <Withdrawal>
              <SmartLink href={paths.withdrawal}>{t('Withdrawal.Link')}</SmartLink>
            </Withdrawal>
          )}
          {/* The cookie choice can be changed at any time, from every page (docs/consent.md). */}
          <CookieSettings type="button" onClick={consent.openSettings} data-testid="cookie-settings">
            {t('Consent.Settings')}
          </CookieSettings>
          <Text>{footer?.Text || t('Footer.Fallback')}</Text>
        </Bottom>
      </Container>
    </Wrapper>
  )
}
