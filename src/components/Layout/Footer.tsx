// The site footer from the content service (link columns, a tracked navigation area, the food smiley's link to the
// inspection report, and a text), with a minimal fallback. "Fortryd købet her" is always there: the law wants the
// withdrawal function reachable from every page (docs/adr/0023), so when the editors' columns lack the link (removed,
// or content seeded before it), the footer adds it itself.
import styled from 'styled-components'
import { useTranslation } from 'react-i18next'
import { Container } from '@/components/Container/Container'
import { SmartLink } from '@/components/SmartLink/SmartLink'
import { paths } from '@/config/paths'
import type { Footer as FooterData } from '@/features/content/api/get-footer'
import { FoodSmileyLink } from './FoodSmileyLink'

const Wrapper = styled.footer`
  margin-top: ${({ theme }) => theme.space.xxxl};
  padding: ${({ theme }) => `${theme.space.xxl} 0 ${theme.space.xl}`};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};

  a {
    color: ${({ theme }) => theme.colors.onPrimary};
  }

  a:hover {
    color: ${({ theme }) => theme.colors.onPrimary};
    text-decoration-thickness: 2px;
  }

  & *:focus-visible {
    outline-color: ${({ theme }) => theme.colors.onPrimary};
  }
`

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  }

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
  }
`

const Smiley = styled.p`
  margin: ${({ theme }) => theme.space.xl} 0 0;
`

const Withdrawal = styled.p`
  margin: ${({ theme }) => theme.space.xl} 0 0;
  font-weight: 600;
`

/** Whether a footer link leads to the withdrawal page, in either language and however the editors wrote it. */
export function isWithdrawalLink(url: string): boolean {
  const path = url.split(/[?#]/)[0]!.replace(/^https?:\/\/[^/]+/i, '').replace(/^\/en(?=\/)/, '')
  return path.replace(/\/+$/, '') === paths.withdrawal.replace(/\/+$/, '')
}

const Text = styled.p`
  margin: ${({ theme }) => theme.space.xl} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: pre-line;
`

export function Footer({ footer }: { footer: FooterData | null | undefined }) {
  const { t } = useTranslation()
  const columns = footer?.Columns ?? []
  const hasWithdrawalLink = columns.some((column) => (column.Links ?? []).some((link) => isWithdrawalLink(link.Url)))
  return (
    <Wrapper>
      <Container>
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
        ) : null}
        {footer?.Smiley ? (
          <Smiley>
            <FoodSmileyLink smiley={footer.Smiley} />
          </Smiley>
        ) : null}
        {hasWithdrawalLink ? null : (
          <Withdrawal>
            <SmartLink href={paths.withdrawal}>{t('Withdrawal.Link')}</SmartLink>
          </Withdrawal>
        )}
        <Text>{footer?.Text || t('Footer.Fallback')}</Text>
      </Container>
    </Wrapper>
  )
}
