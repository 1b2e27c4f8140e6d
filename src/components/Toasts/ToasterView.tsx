// react-hot-toast's container in the shop's look (docs/product.md §2: top-center; §9: 5000 ms), loaded by AppToaster.
import { Toaster } from 'react-hot-toast'
import { useTheme } from 'styled-components'
import { TOAST_DURATION_MS } from '@/config/constants'

export function ToasterView() {
  const theme = useTheme()
  return (
    <Toaster
      position="top-center"
      toastOptions={{
        duration: TOAST_DURATION_MS,
        style: {
          background: theme.colors.surface,
          color: theme.colors.text,
          border: `1px solid ${theme.colors.border}`,
          boxShadow: theme.shadows.raised,
          fontFamily: theme.fonts.body,
        },
        success: { iconTheme: { primary: theme.colors.success, secondary: theme.colors.surface } },
        error: { iconTheme: { primary: theme.colors.error, secondary: theme.colors.surface } },
      }}
    />
  )
}
