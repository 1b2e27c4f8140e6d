// A link that looks like a button (calls to action from the CMS).
import styled from 'styled-components'
import { SmartLink } from '@/components/SmartLink/SmartLink'
import { buttonStyle, type ButtonVariant } from './Button'

export const ButtonLink = styled(SmartLink)<{ $variant?: ButtonVariant; $fullWidth?: boolean }>`
  ${buttonStyle}

  &:hover {
    text-decoration: none;
  }
`
