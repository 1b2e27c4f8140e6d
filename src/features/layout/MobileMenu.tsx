// The "Menu" button below 1024 px and the drawer it opens (loaded on first use).
import dynamic from 'next/dynamic'
import { useRouter } from 'next/router'
import { useEffect, useState } from 'react'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import type { MenuItem } from '@/features/content/api/get-menu'
import { theme } from '@/styles/theme'

const MobileMenuDrawer = dynamic(() => import('./MobileMenuDrawer').then((module) => module.MobileMenuDrawer), {
  ssr: false,
})

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  min-height: 44px;
  padding: ${`${theme.space.xs} ${theme.space.sm}`};
  border: 2px solid ${theme.colors.borderStrong};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font-weight: 600;
  cursor: pointer;

  svg {
    width: 18px;
    height: 18px;
  }

  ${theme.media.laptop} {
    display: none;
  }
`

function MenuIcon() {
  return (
    <svg viewBox="0 0 18 18" aria-hidden="true" focusable="false">
      <path d="M2 4h14M2 9h14M2 14h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
}

export function MobileMenu({ items }: { items: readonly MenuItem[] }) {
  const { t } = useTranslation()
  const router = useRouter()
  const [open, setOpen] = useState(false)
  // The drawer's code is fetched the first time the menu opens, and kept afterwards.
  const [loaded, setLoaded] = useState(false)

  useEffect(() => {
    const close = () => setOpen(false)
    router.events.on('routeChangeStart', close)
    return () => router.events.off('routeChangeStart', close)
  }, [router.events])

  if (items.length === 0) return null

  return (
    <>
      <Toggle
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true)
          setOpen(true)
        }}
      >
        <MenuIcon />
        {t('Menu.Open')}
      </Toggle>
      {loaded ? <MobileMenuDrawer open={open} onClose={() => setOpen(false)} items={items} /> : null}
    </>
  )
}
