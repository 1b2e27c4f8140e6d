// "Download som PDF" (docs/api/pdf.md): offered only while the shop's Settings allow that PDF (`flag`; the gift card
// has none), busy while the file is made, and a refusal is the error toast with the shop's words.
import { useRouter } from 'next/router'
import { useState } from 'react'
import styled from 'styled-components'
import { Button, type ButtonVariant } from '@/components/Button/Button'
import { useErrorToast } from '@/components/Toasts/Toasts'
import { useTranslation } from '@/i18n/texts'
import { toLocale } from '@/lib/culture'
import { usePdfAllowed, type PdfFlag } from '../api/shop-settings'
import { downloadPdf, type PdfRequest } from '../downloadPdf'
import { theme } from '@/styles/theme'

const Download = styled(Button)`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
`

/** A document with a folded corner: the file the button gives. */
function FileMark() {
  return (
    <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5">
      <path d="M4 1.75h5.5L12.25 4.5v9.75H4z" />
      <path d="M9.5 1.75V4.5h2.75M6 8.5h4M6 11h4" />
    </svg>
  )
}

type Props = {
  request: PdfRequest
  /** The file's name if the answer names none. */
  fileName: string
  /** The Settings flag that offers this PDF; none for the gift card, the thing itself that was bought. */
  flag?: PdfFlag
  /** The button's text; "Download som PDF" when not given. */
  label?: string
  variant?: ButtonVariant
}

export function PdfDownloadButton({ request, fileName, flag, label, variant = 'secondary' }: Props) {
  const { t } = useTranslation()
  const culture = toLocale(useRouter().locale)
  const allowed = usePdfAllowed(flag, culture)
  const showError = useErrorToast()
  const [busy, setBusy] = useState(false)
  if (!allowed) return null

  const download = async () => {
    setBusy(true)
    try {
      await downloadPdf(request, fileName)
    } catch (error) {
      showError(error)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Download type="button" $variant={variant} onClick={() => void download()} disabled={busy} aria-busy={busy}>
      <FileMark />
      {busy ? t('Pdf.Downloading') : (label ?? t('Pdf.Download'))}
    </Download>
  )
}
