// A review score (0–5) as five stars with the reviewer. The stars are one image to assistive technology, named
// "4,5 af 5" / "4.5 of 5".
import { useId } from 'react'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import type { Locale } from '@/config/constants'
import { theme } from '@/styles/theme'

export const MAX_REVIEW_SCORE = 5
const STAR_PATH = 'M10 1.5l2.6 5.6 6.1.7-4.5 4.2 1.2 6-5.4-3-5.4 3 1.2-6L1.3 7.8l6.1-.7z'

/** The score with one decimal in the culture's notation: 4,5 in Danish, 4.5 in English. */
export function formatScore(score: number, locale: Locale): string {
  const text = String(Math.round(clampScore(score) * 10) / 10)
  return locale === 'da' ? text.replace('.', ',') : text
}

export function clampScore(score: number): number {
  return Math.min(MAX_REVIEW_SCORE, Math.max(0, score))
}

const Wrapper = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.xs};
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`

const Stars = styled.span`
  display: inline-flex;
  gap: 2px;
  /* Brass fill inside a dark amber outline: the outline keeps 3:1 against the page (WCAG 1.4.11). */
  color: ${theme.colors.accent};
  stroke: ${theme.colors.warning};

  svg {
    width: 20px;
    height: 20px;
  }
`

export function ReviewStars({ score, reviewer, locale }: { score: number; reviewer?: string | null; locale: Locale }) {
  const { t } = useTranslation()
  const gradientBase = useId()
  const value = clampScore(score)
  return (
    <Wrapper>
      <Stars role="img" aria-label={t('Product.Rating', { score: formatScore(value, locale) })}>
        {Array.from({ length: MAX_REVIEW_SCORE }, (_, index) => {
          const fill = Math.round(Math.min(1, Math.max(0, value - index)) * 100)
          const gradientId = `${gradientBase}-${index}`
          return (
            <svg key={index} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              <defs>
                <linearGradient id={gradientId}>
                  <stop offset={`${fill}%`} stopColor="currentColor" />
                  <stop offset={`${fill}%`} stopColor="transparent" />
                </linearGradient>
              </defs>
              <path d={STAR_PATH} fill={`url(#${gradientId})`} strokeWidth="1.2" strokeLinejoin="round" />
            </svg>
          )
        })}
      </Stars>
      {reviewer ? <span>{t('Product.ReviewedBy', { reviewer })}</span> : null}
    </Wrapper>
  )
}
