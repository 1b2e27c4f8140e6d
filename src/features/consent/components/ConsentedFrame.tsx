// An outside page in an iframe (Google Maps, Typeform) only with consent (docs/consent.md): until the visitor allows
// functional cookies, a placeholder of the same height says who the content comes from, and offers to show it this
// once or to allow such content from now on. Nothing is requested from the outside host before either.
import { useState } from 'react'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { Button } from '@/components/Button/Button'
import { EmbedFrame } from '@/components/Embed/EmbedFrame'
import { useConsent } from '../consent-context'
import { theme } from '@/styles/theme'

const Placeholder = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.sm};
  padding: ${theme.space.lg};
  border: 1px dashed ${theme.colors.borderStrong};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surfaceAlt};
  text-align: center;

  p {
    max-width: 48ch;
    margin: 0;
  }
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space.xs};
`

type Props = {
  src: string
  title: string
  heightPx: number
  /** Who serves the content, as the visitor knows them ("Google Maps", "Typeform"). */
  provider: string
  /** What it is, for the button: a map or a form. */
  kind: 'map' | 'form'
}

export function ConsentedFrame({ src, title, heightPx, provider, kind }: Props) {
  const { t } = useTranslation()
  const consent = useConsent()
  const [showOnce, setShowOnce] = useState(false)
  if (consent.categories.functional || showOnce) return <EmbedFrame src={src} title={title} heightPx={heightPx} />
  return (
    <Placeholder style={{ minHeight: heightPx }} role="group" aria-label={title} data-testid="embed-placeholder">
      <p>{t('Embed.Blocked', { provider })}</p>
      <Actions>
        <Button type="button" $variant="primary" onClick={() => setShowOnce(true)}>
          {t(kind === 'map' ? 'Embed.ShowMap' : 'Embed.ShowForm')}
        </Button>
        <Button type="button" $variant="ghost" onClick={() => consent.choose({ ...consent.categories, functional: true }, 'Custom')}>
          {t('Embed.AllowAlways')}
        </Button>
      </Actions>
    </Placeholder>
  )
}
