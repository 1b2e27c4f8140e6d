// /handl-som/?token=…: the admin's "Handl som kunden" link (docs/api/impersonation.md). The token is redeemed once
// (valid two minutes and once: a second call would fail, so React's double effect in development must not send it
// twice), the customer's token is fetched, and the staff member lands on the front page acting as the customer. A
// dead link gets a clear message and a way home.
import { useRouter } from 'next/router'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '@/i18n/texts'
import { ButtonLink } from '@/components/Button/ButtonLink'
import { FormMessage } from '@/components/Form/fields'
import { errorMessageFor, showSuccessToast } from '@/components/Toasts/Toasts'
import { paths } from '@/config/paths'
import { isApiError } from '@/lib/apiError'
import { useStaff } from '../staff-context'

export function RedeemLink({ token }: { token: string | null }) {
  const { t } = useTranslation()
  const router = useRouter()
  const { redeemLink } = useStaff()
  // What went wrong, put into words when rendered: a text resolved in a callback would stay as it was before the
  // page's remaining texts arrived (src/i18n/pageTranslations.ts).
  const [error, setError] = useState<unknown>(null)
  const failure = !token
    ? t('Impersonation.Redeem.Missing')
    : error === null
      ? null
      : isApiError(error) && (error.status === 401 || error.status === 403 || error.status === 404)
        ? t('Impersonation.Redeem.Failed')
        : errorMessageFor(error, t)
  const sent = useRef(false)

  useEffect(() => {
    if (!token || sent.current) return
    sent.current = true
    redeemLink(token).then(
      (status) => {
        const name = status.Customer?.Name
        showSuccessToast(name ? t('Impersonation.Started', { name }) : t('Impersonation.StartedUnnamed'))
        void router.replace(paths.home)
      },
      (failed: unknown) => setError(failed ?? new Error('redeem failed')),
    )
  }, [token, redeemLink, router, t])

  return (
    <>
      <h1>{t('Impersonation.Redeem.Title')}</h1>
      {failure ? (
        <>
          <FormMessage $tone="error" role="alert">
            {failure}
          </FormMessage>
          <ButtonLink href={paths.home}>{t('Common.GoToFrontPage')}</ButtonLink>
        </>
      ) : (
        <p role="status">{t('Impersonation.Redeem.Working')}</p>
      )}
    </>
  )
}
