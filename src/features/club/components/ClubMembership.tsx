// The club membership on the account's front page (docs/api/marketing.md): a member sees since when and can leave
// (with a reason if they like, after a second click); a consumer who is not a member can join after reading the
// terms. Business customers are not offered the club. While staff act as the customer the buttons are locked: the
// consent is the customer's own to give or withdraw (docs/adr/0028).
import { useState } from 'react'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { Button } from '@/components/Button/Button'
import { FormMessage } from '@/components/Form/fields'
import { TextAreaField } from '@/components/Form/TextField'
import { formatDate } from '@/components/FormattedDate/FormattedDate'
import { showSuccessToast, useErrorToast } from '@/components/Toasts/Toasts'
import { useActingStaff } from '@/features/auth/acting'
import { useAuth } from '@/features/auth/auth-context'
import { useClubConsent } from '../api/club-consent'
import { useJoinClub, useLeaveClub } from '../api/club-membership'
import { ClubTerms } from './ClubTerms'
import { theme } from '@/styles/theme'

const Section = styled.section`
  display: grid;
  gap: ${theme.space.sm};
  padding-bottom: ${theme.space.md};
  border-bottom: 1px solid ${theme.colors.border};

  h3 {
    margin: 0;
    font-size: ${theme.fontSizes.md};
  }

  p {
    margin: 0;
  }
`

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
`

export function ClubMembership() {
  const { t, i18n } = useTranslation()
  const { customer } = useAuth()
  const acting = useActingStaff()
  const club = useClubConsent()
  const join = useJoinClub()
  const leave = useLeaveClub()
  const errorToast = useErrorToast()
  const [leaving, setLeaving] = useState(false)
  const [reason, setReason] = useState('')

  if (customer?.ClientType !== 'B2C' || !club.data) return null
  const { ClubMember, ConsentGivenAt, Text, Version } = club.data
  const since = ConsentGivenAt ? formatDate(ConsentGivenAt, i18n.language === 'en' ? 'en' : 'da') : null

  const onJoin = () =>
    join.mutate(Version, {
      onSuccess: () => showSuccessToast(t('Club.Account.Joined')),
      onError: errorToast,
    })
  const onLeave = () =>
    leave.mutate(reason, {
      onSuccess: () => {
        setLeaving(false)
        setReason('')
        showSuccessToast(t('Club.Account.Left'))
      },
      onError: errorToast,
    })

  return (
    <Section aria-labelledby="account-club-heading" data-testid="club-membership">
      <h3 id="account-club-heading">{t('Club.Account.Heading')}</h3>
      {ClubMember ? (
        <>
          <p>{since ? t('Club.Account.Member', { date: since }) : t('Club.Account.MemberNoDate')}</p>
          {acting ? null : leaving ? (
            <>
              <TextAreaField
                label={t('Club.Account.LeaveReason')}
                optional
                maxLength={500}
                rows={2}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
              <Row>
                <Button type="button" onClick={onLeave} disabled={leave.isPending}>
                  {t('Club.Account.LeaveConfirm')}
                </Button>
                <Button type="button" $variant="secondary" onClick={() => setLeaving(false)}>
                  {t('Club.Account.Cancel')}
                </Button>
              </Row>
            </>
          ) : (
            <Row>
              <Button type="button" $variant="secondary" onClick={() => setLeaving(true)}>
                {t('Club.Account.Leave')}
              </Button>
            </Row>
          )}
        </>
      ) : (
        <>
          <p>{t('Club.Account.NotMember')}</p>
          <ClubTerms text={Text} />
          {acting ? null : (
            <Row>
              <Button type="button" onClick={onJoin} disabled={join.isPending}>
                {t('Club.Account.JoinButton')}
              </Button>
            </Row>
          )}
        </>
      )}
      {acting ? (
        <FormMessage $tone="info">
          <p>{t('Club.Acting')}</p>
        </FormMessage>
      ) : null}
    </Section>
  )
}
