// The header's account dropdown (a tracked navigation area, SPEC §2). Until login arrives it offers the way to
// the login page. Keyboard: the button opens it (Enter/Space), Escape closes it and returns focus.
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { ButtonLink } from '@/components/Button/ButtonLink'
import { paths } from '@/config/paths'
import { useDropdown } from './useDropdown'

const ACCOUNT = 'account'

const Wrapper = styled.div`
  position: relative;
`

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 44px;
  min-width: 44px;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xs};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  cursor: pointer;

  &:hover,
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.primary};
  }

  svg {
    width: 24px;
    height: 24px;
  }

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  }
`

const Label = styled.span`
  display: none;
  ${({ theme }) => theme.media.tablet} {
    display: inline;
  }
`

const Panel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + ${({ theme }) => theme.space.xs});
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  width: min(300px, calc(100vw - 2 * ${({ theme }) => theme.space.md}));
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`

function PersonIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.8">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" strokeLinecap="round" />
    </svg>
  )
}

export function AccountMenu() {
  const { t } = useTranslation()
  const panelId = useId()
  const dropdown = useDropdown<typeof ACCOUNT, HTMLDivElement>()
  const open = dropdown.openId === ACCOUNT
  return (
    <Wrapper
      ref={dropdown.containerRef}
      data-nav-area="account-dropdown"
      onKeyDown={dropdown.onKeyDown}
      onBlur={dropdown.onBlur}
    >
      <Trigger
        ref={dropdown.triggerRef(ACCOUNT)}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('Account.Label')}
        onClick={() => dropdown.toggle(ACCOUNT)}
      >
        <PersonIcon />
        <Label aria-hidden="true">{t('Account.Label')}</Label>
      </Trigger>
      <Panel id={panelId} hidden={!open} role="group" aria-label={t('Account.Label')}>
        <p>{t('Account.Intro')}</p>
        <ButtonLink href={paths.login} $fullWidth>
          {t('Account.LogIn')}
        </ButtonLink>
      </Panel>
    </Wrapper>
  )
}
