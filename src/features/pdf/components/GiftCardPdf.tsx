// A bought gift card to print (POST giftcard/download with the order's Uid and the line's id, docs/api/pdf.md), on the
// receipt after checkout and on the order in the account. A card not issued yet (an invoice not paid) is refused
// with the shop's words in the error toast.
import styled from 'styled-components'
import { useTranslation } from '@/i18n/texts'
import { moneyText } from '@/lib/money'
import { PdfDownloadButton } from './PdfDownloadButton'
import { theme } from '@/styles/theme'

const Line = styled.div`
  margin-top: ${theme.space.xs};
`

type Props = { orderUid: string; line: { LineId?: string | null; Amount: { Amount: number } } }

export function GiftCardPdf({ orderUid, line }: Props) {
  const { t } = useTranslation()
  if (!line.LineId) return null
  return (
    <Line>
      <PdfDownloadButton
        request={{ method: 'post', path: '/giftcard/download', body: { OrderUid: orderUid, LineId: line.LineId } }}
        fileName="gavekort.pdf"
        label={t('Pdf.GiftCardFor', { amount: moneyText(line.Amount) })}
        variant="ghost"
      />
    </Line>
  )
}
