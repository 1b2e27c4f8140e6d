// The main navigation (SPEC §2: root, header and sub-header levels with items and images). Top-level entries
// with children open a panel (disclosure pattern: a button with aria-expanded); Escape or a click outside
// closes it. Below 1024 px the whole menu sits behind a "Menu" button.
import { useRouter } from 'next/router'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import styled, { css } from 'styled-components'
import { CmsImage } from '@/components/CmsImage/CmsImage'
import { SmartLink } from '@/components/SmartLink/SmartLink'
import type { MenuItem } from '@/features/content/api/get-menu'
import { buildMenuTree, menuHref, type MenuNode } from '@/features/content/menuTree'

const MENU_IMAGE_WIDTH = 240

const Nav = styled.nav`
  order: 3;
  width: 100%;

  ${({ theme }) => theme.media.laptop} {
    order: 0;
    width: auto;
    flex: 1;
  }
`

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 2px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  font-weight: 600;
  cursor: pointer;

  ${({ theme }) => theme.media.laptop} {
    display: none;
  }
`

const TopList = styled.ul<{ $open: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: ${({ $open }) => ($open ? 'flex' : 'none')};
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  padding-top: ${({ theme }) => theme.space.sm};

  ${({ theme }) => theme.media.laptop} {
    display: flex;
    flex-direction: row;
    flex-wrap: wrap;
    padding-top: 0;
  }
`

const TopItem = styled.li`
  position: static;
`

const topEntry = css`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
`

const TopLink = styled(SmartLink)`
  ${topEntry}
  color: ${({ theme }) => theme.colors.text};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.primary};
  }
`

const TopButton = styled.button`
  ${topEntry}
  color: ${({ theme }) => theme.colors.text};
  &:hover,
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.primary};
  }
`

const Panel = styled.div`
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md};

  ${({ theme }) => theme.media.laptop} {
    position: absolute;
    left: 0;
    right: 0;
    top: 100%;
    z-index: 20;
    padding: ${({ theme }) => theme.space.xl};
    border-radius: 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    box-shadow: ${({ theme }) => theme.shadows.raised};
  }
`

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  }
`

const Column = styled.div`
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    margin-bottom: ${({ theme }) => theme.space.xs};
  }

  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }

  li a {
    display: inline-block;
    padding: ${({ theme }) => theme.space.xxs} 0;
    color: ${({ theme }) => theme.colors.text};
  }
`

const SeeAll = styled(SmartLink)`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space.md};
  font-weight: 600;
`

function Chevron() {
  return (
    <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
      <path d="m4 6 4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
}

function MenuEntryLink({ node }: { node: MenuNode }) {
  const href = menuHref(node)
  if (node.type === 'image') {
    const image = node.image ? (
      <CmsImage image={node.image} preset="Landscape" width={MENU_IMAGE_WIDTH} />
    ) : null
    return href ? <SmartLink href={href}>{image ?? node.name}</SmartLink> : image
  }
  if (!node.name) return null
  return href ? <SmartLink href={href}>{node.name}</SmartLink> : <span>{node.name}</span>
}

function MenuColumn({ node }: { node: MenuNode }) {
  const href = menuHref(node)
  return (
    <Column>
      {node.name ? <h3>{href ? <SmartLink href={href}>{node.name}</SmartLink> : node.name}</h3> : <MenuEntryLink node={node} />}
      {node.children.length > 0 ? (
        <ul>
          {node.children.map((child) => (
            <li key={child.id}>
              <MenuEntryLink node={child} />
            </li>
          ))}
        </ul>
      ) : null}
    </Column>
  )
}

export function MainMenu({ items }: { items: readonly MenuItem[] }) {
  const { t } = useTranslation()
  const router = useRouter()
  const tree = useMemo(() => buildMenuTree(items), [items])
  const [openId, setOpenId] = useState<string | null>(null)
  const [mobileOpen, setMobileOpen] = useState(false)
  const navRef = useRef<HTMLElement>(null)
  const baseId = useId()

  // Close after navigating.
  useEffect(() => {
    const close = () => {
      setOpenId(null)
      setMobileOpen(false)
    }
    router.events.on('routeChangeStart', close)
    return () => router.events.off('routeChangeStart', close)
  }, [router.events])

  useEffect(() => {
    if (openId === null && !mobileOpen) return
    const onPointerDown = (event: PointerEvent) => {
      if (navRef.current && !navRef.current.contains(event.target as Node)) {
        setOpenId(null)
        setMobileOpen(false)
      }
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [openId, mobileOpen])

  if (tree.length === 0) return null

  const listId = `${baseId}-list`

  return (
    <Nav
      ref={navRef}
      aria-label={t('Menu.Label')}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && (openId !== null || mobileOpen)) {
          setOpenId(null)
          setMobileOpen(false)
        }
      }}
    >
      <Toggle
        type="button"
        aria-expanded={mobileOpen}
        aria-controls={listId}
        onClick={() => setMobileOpen((open) => !open)}
      >
        {mobileOpen ? t('Menu.Close') : t('Menu.Open')}
      </Toggle>
      <TopList id={listId} $open={mobileOpen}>
        {tree.map((node) => {
          const href = menuHref(node)
          if (node.children.length === 0) {
            return href && node.name ? (
              <TopItem key={node.id}>
                <TopLink href={href}>{node.name}</TopLink>
              </TopItem>
            ) : null
          }
          const panelId = `${baseId}-panel-${node.id}`
          const open = openId === node.id
          return (
            <TopItem key={node.id}>
              <TopButton
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : node.id)}
              >
                {node.name}
                <Chevron />
              </TopButton>
              <Panel id={panelId} hidden={!open}>
                <Columns>
                  {node.children.some((child) => child.children.length === 0) ? (
                    <Column>
                      <ul>
                        {node.children
                          .filter((child) => child.children.length === 0)
                          .map((child) => (
                            <li key={child.id}>
                              <MenuEntryLink node={child} />
                            </li>
                          ))}
                      </ul>
                    </Column>
                  ) : null}
                  {node.children
                    .filter((child) => child.children.length > 0)
                    .map((child) => (
                      <MenuColumn key={child.id} node={child} />
                    ))}
                </Columns>
                {href && node.name ? <SeeAll href={href}>{t('Menu.SeeAll', { name: node.name })}</SeeAll> : null}
              </Panel>
            </TopItem>
          )
        })}
      </TopList>
    </Nav>
  )
}
