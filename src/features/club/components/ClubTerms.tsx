// The club's terms as the backend words them (paragraphs separated by a blank line), folded away under a summary so
// the form stays short; the version the visitor saw is what joining sends.
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { theme } from '@/styles/theme'

const Details = styled.details`
  font-size: ${theme.fontSizes.sm};

  summary {
    cursor: pointer;
    min-height: 24px;
    text-decoration: underline;
  }

  p {
    margin: ${theme.space.xs} 0 0;
  }
`

export function ClubTerms({ text }: { text: string }) {
  const { t } = useTranslation()
  return (
    <Details>
      <summary>{t('Club.Terms')}</summary>
      {text
        .split(/\n\s*\n/)
        .filter((paragraph) => paragraph.trim() !== '')
        .map((paragraph, index) => (
          <p key={index}>{paragraph.trim()}</p>
        ))}
    </Details>
  )
}
