// The heart on product tiles and the product page (docs/product.md §1 favourites). A customer's click toggles the product at
// once (optimistic, rolled back with a toast on failure). A guest's click opens the login dialog with a pending
// action, and the product is a favourite right after the login (docs/product.md §4 Auth, §6: adding a favourite needs login).
// A toggle button: aria-pressed says the state, the name says which product.
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from '@/i18n/texts'
import styled, { css } from 'styled-components'
import { useErrorToast } from '@/components/Toasts/Toasts'
import { useAuth } from '@/features/auth/auth-context'
import { favouriteStatusQueryOptions } from '../api/lookup-favourites'
import { useToggleFavourite } from '../api/toggle-favourite'
import { theme } from '@/styles/theme'

type Props = {
  productId: number
  productName: string
  /** `icon`: a round heart over a tile's image; `labelled`: the heart with a visible "Favorit" (product page). */
  variant?: 'icon' | 'labelled'
  className?: string
}

const Toggle = styled.button<{ $variant: 'icon' | 'labelled' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.xs};
  min-width: 44px;
  min-height: 44px;
  border: 2px solid ${theme.colors.borderStrong};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font-weight: 600;
  cursor: pointer;
  transition:
    color 0.15s ease,
    border-color 0.15s ease;

  ${({ $variant, theme }) =>
    $variant === 'icon'
      ? css`
          width: 44px;
          height: 44px;
          padding: 0;
          box-shadow: ${theme.shadows.card};
        `
      : css`
          align-self: flex-start;
          padding: ${`${theme.space.xs} ${theme.space.md}`};
        `}

  svg {
    width: 22px;
    height: 22px;
    flex: none;
  }

  &[aria-pressed='true'] {
    border-color: ${theme.colors.primary};
    color: ${theme.colors.primary};
  }

  &:hover:not([aria-disabled='true']) {
    border-color: ${theme.colors.primary};
    color: ${theme.colors.primary};
  }

  &[aria-disabled='true'] {
    cursor: progress;
  }
`

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 20.5s-7.5-4.6-9.2-9.4C1.7 7.9 3.9 4.5 7.3 4.5c2 0 3.6 1.1 4.7 2.7 1.1-1.6 2.7-2.7 4.7-2.7 3.4 0 5.6 3.4 4.5 6.6-1.7 4.8-9.2 9.4-9.2 9.4z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  )
}

export function FavouriteButton({ productId, productName, variant = 'icon', className }: Props) {
  const { t } = useTranslation()
  const { status, loginKey, openLogin } = useAuth()
  const signedIn = status === 'authenticated'
  const statusQuery = useQuery({ ...favouriteStatusQueryOptions(loginKey, productId), enabled: signedIn })
  const showError = useErrorToast()
  // docs/product.md §8: a failed toggle flips back and says why in the error toast.
  const toggle = useToggleFavourite({ onError: showError })
  const isFavourite = signedIn && statusQuery.data === true
  // Until the login is known (and, for a customer, the product's state) a click could do the wrong thing.
  const busy = status === 'loading' || (signedIn && statusQuery.data === undefined && statusQuery.isFetching)

  const onClick = () => {
    if (busy) return
    if (!signedIn) {
      openLogin({ pendingAction: { type: 'favourite', productId } })
      return
    }
    toggle.mutate({ productId, isFavourite })
  }

  return (
    <Toggle
      type="button"
      className={className}
      $variant={variant}
      aria-pressed={isFavourite}
      aria-disabled={busy || undefined}
      aria-label={t('Favourites.Toggle', { name: productName })}
      title={variant === 'icon' ? t(isFavourite ? 'Favourites.Remove' : 'Favourites.Add') : undefined}
      data-favourite-product={productId}
      onClick={onClick}
    >
      <HeartIcon filled={isFavourite} />
      {variant === 'labelled' ? <span aria-hidden="true">{t('Favourites.Label')}</span> : null}
    </Toggle>
  )
}
