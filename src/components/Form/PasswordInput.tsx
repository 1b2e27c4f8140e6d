// A password input with a show/hide button: a toggle button with one name ("Show password", which contains its
// visible text, WCAG 2.5.3) whose aria-pressed says whether the password is shown. Takes every prop of an input (react-hook-form's register() result and ref included).
import { useState, type ComponentPropsWithRef } from 'react'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { Input } from './fields'
import { theme } from '@/styles/theme'

const Wrapper = styled.div`
  position: relative;
  display: flex;
`

const PasswordField = styled(Input)`
  padding-right: 80px;
`

const Reveal = styled.button`
  position: absolute;
  top: 50%;
  right: ${theme.space.xxs};
  transform: translateY(-50%);
  min-height: 36px;
  min-width: 44px;
  padding: 0 ${theme.space.sm};
  border: 0;
  border-radius: ${theme.radii.pill};
  background: transparent;
  color: ${theme.colors.primary};
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;

  &:hover {
    background: ${theme.colors.surfaceAlt};
  }
`

export function PasswordInput(props: Omit<ComponentPropsWithRef<'input'>, 'type'>) {
  const { t } = useTranslation()
  const [visible, setVisible] = useState(false)
  return (
    <Wrapper>
      <PasswordField {...props} type={visible ? 'text' : 'password'} autoCapitalize="none" autoCorrect="off" spellCheck={false} />
      <Reveal
        type="button"
        aria-pressed={visible}
        aria-controls={props.id}
        aria-label={t('Forms.ShowPassword')}
        onClick={() => setVisible((value) => !value)}
      >
        {t('Forms.ShowPasswordShort')}
      </Reveal>
    </Wrapper>
  )
}
