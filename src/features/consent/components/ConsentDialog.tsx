// The shop's own cookie dialog (docs/consent.md). The first view offers "Allow all" and "Only necessary" side by side,
// the same size and look, so refusing is as easy as accepting; "Choose" opens the categories one by one. It is not
// modal: the shop can be used without answering, and nothing but the necessary cookies is set until an answer
// allows more. It comes first in the page's order, so a keyboard user reaches it at once.
import { useId, useState } from 'react'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { Button } from '@/components/Button/Button'
import { SmartLink } from '@/components/SmartLink/SmartLink'
import { paths } from '@/config/paths'
import { CONSENT_CATEGORIES, EVERYTHING_ALLOWED, NOTHING_ALLOWED, type ConsentCategories, type ConsentMethod } from '../categories'
import { theme } from '@/styles/theme'

export type DialogView = 'closed' | 'first' | 'settings'

const Panel = styled.section`
  position: fixed;
  z-index: 60;
  inset: auto 0 0 0;
  max-height: 85vh;
  overflow-y: auto;
  padding: ${theme.space.lg} ${theme.space.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  border-top: 3px solid ${theme.colors.primary};
  box-shadow: ${theme.shadows.raised};

  ${theme.media.tablet} {
    inset: auto auto ${theme.space.lg} ${theme.space.lg};
    width: min(560px, calc(100vw - 48px));
    border: 1px solid ${theme.colors.border};
    border-top: 3px solid ${theme.colors.primary};
    border-radius: ${theme.radii.md};
    padding: ${theme.space.lg};
  }

  h2 {
    margin: 0 0 ${theme.space.xs};
    font-family: ${theme.fonts.heading};
    font-size: ${theme.fontSizes.lg};
  }

  p {
    margin: 0 0 ${theme.space.sm};
    font-size: ${theme.fontSizes.sm};
  }
`

const Choices = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${theme.space.xs};
  margin-top: ${theme.space.sm};
`

const Secondary = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${theme.space.xs};
  margin-top: ${theme.space.xs};
  font-size: ${theme.fontSizes.sm};
`

const Categories = styled.ul`
  display: grid;
  gap: ${theme.space.sm};
  margin: ${theme.space.sm} 0;
  padding: 0;
  list-style: none;

  li {
    padding: ${theme.space.sm};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.sm};
  }

  label {
    display: flex;
    align-items: center;
    gap: ${theme.space.xs};
    min-height: 44px;
    font-weight: 600;
    cursor: pointer;
  }

  input {
    width: 22px;
    height: 22px;
    accent-color: ${theme.colors.primary};
  }

  p {
    margin: 0;
    color: ${theme.colors.textMuted};
  }
`

type Props = {
  view: Exclude<DialogView, 'closed'>
  /** The choice to start the settings from (the current one). */
  initial: ConsentCategories
  onChoose: (categories: ConsentCategories, method: ConsentMethod) => void
  onCustomise: () => void
  /** Closing without a new answer; only once an answer exists. */
  onClose?: () => void
}

export function ConsentDialog({ view, initial, onChoose, onCustomise, onClose }: Props) {
  const { t } = useTranslation()
  const id = useId()
  const [chosen, setChosen] = useState<ConsentCategories>(initial)
  return (
    <Panel
      role="dialog"
      aria-modal="false"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      data-testid="consent-dialog"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && onClose) onClose()
      }}
    >
      <h2 id={`${id}-title`}>{t('Consent.Title')}</h2>
      <p id={`${id}-text`}>{t('Consent.Text')}</p>
      {view === 'settings' ? (
        <Categories aria-label={t('Consent.Categories')}>
          <li>
            <label>
              <input type="checkbox" checked disabled aria-describedby={`${id}-necessary`} />
              {t('Consent.Category.necessary')}
            </label>
            <p id={`${id}-necessary`}>{t('Consent.Category.necessary.Text')}</p>
          </li>
          {CONSENT_CATEGORIES.map((category) => (
            <li key={category}>
              <label>
                <input
                  type="checkbox"
                  checked={chosen[category]}
                  aria-describedby={`${id}-${category}`}
                  onChange={(event) => setChosen({ ...chosen, [category]: event.target.checked })}
                />
                {t(`Consent.Category.${category}`)}
              </label>
              <p id={`${id}-${category}`}>{t(`Consent.Category.${category}.Text`)}</p>
            </li>
          ))}
        </Categories>
      ) : null}
      <Choices>
        <Button type="button" $variant="primary" onClick={() => onChoose(EVERYTHING_ALLOWED, 'AcceptAll')}>
          {t('Consent.AcceptAll')}
        </Button>
        <Button type="button" $variant="primary" onClick={() => onChoose(NOTHING_ALLOWED, 'RejectAll')}>
          {t('Consent.RejectAll')}
        </Button>
      </Choices>
      <Secondary>
        {view === 'settings' ? (
          <Button type="button" $variant="secondary" $fullWidth onClick={() => onChoose(chosen, 'Custom')}>
            {t('Consent.Save')}
          </Button>
        ) : (
          <Button type="button" $variant="ghost" onClick={onCustomise}>
            {t('Consent.Customise')}
          </Button>
        )}
        <SmartLink href={paths.privacy}>{t('Consent.Policy')}</SmartLink>
        {onClose ? (
          <Button type="button" $variant="ghost" onClick={onClose}>
            {t('Consent.Close')}
          </Button>
        ) : null}
      </Secondary>
    </Panel>
  )
}
