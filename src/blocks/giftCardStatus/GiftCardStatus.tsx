// giftCardStatus: look up a gift card's balance by its code. The lookup arrives with the gift card issue; until
// then the field can be filled in, the button stays disabled and a note says the check opens soon.
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { Button } from '@/components/Button/Button'
import { Field, Input, Label } from '@/components/Form/fields'
import { PendingNote } from '@/components/Cards/Panel'
import { BlockSection } from '@/components/Section/BlockSection'
import type { BlockProps } from '../types'
import type { GiftCardStatusBlock } from './schema'

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 480px;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`

export function GiftCardStatus({ block }: BlockProps<GiftCardStatusBlock>) {
  const { t } = useTranslation()
  const id = useId()
  const [code, setCode] = useState('')
  return (
    <BlockSection title={block.Title} intro={block.Text} data-block="giftCardStatus">
      <Form aria-label={block.Title} noValidate onSubmit={(event) => event.preventDefault()}>
        <Field>
          <Label htmlFor={`${id}-code`}>{t('GiftCard.Code')}</Label>
          <Input
            id={`${id}-code`}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="off"
            spellCheck={false}
          />
        </Field>
        <PendingNote id={`${id}-pending`}>{t('GiftCard.StatusComingSoon')}</PendingNote>
        <Button type="submit" disabled aria-describedby={`${id}-pending`}>
          {t('GiftCard.CheckBalance')}
        </Button>
      </Form>
    </BlockSection>
  )
}
