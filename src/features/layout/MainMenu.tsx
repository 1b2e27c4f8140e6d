// The desktop main navigation (docs/product.md §2: root, header and item levels, plus image entries shown as tiles),
// from 1024 px on; below that the mobile menu takes over. A root with children opens a dropdown panel
// (disclosure pattern: a button with aria-expanded, Enter and Space open it); a root that has a page of its own
// links it as the panel's first entry ("Se alt i Vin"), column headings link theirs. Escape closes it and returns
// focus to its button; ArrowDown moves into an open panel; ArrowLeft/ArrowRight move between top entries.
import { useId, useMemo, type KeyboardEvent } from 'react'
import { useTranslation } from '@/i18n/texts'
import styled, { css } from 'styled-components'
import { Container } from '@/components/Container/Container'
import { focusableIn } from '@/components/Modal/focusable'
import { SmartLink } from '@/components/SmartLink/SmartLink'
import type { MenuItem } from '@/features/content/api/get-menu'
import { buildMenuTree, menuHref, type MenuNode } from '@/features/content/menuTree'
import { ChevronIcon, MenuEntryLink, MenuImageTile, menuSections, textEntries } from './menuParts'
import { useDropdown } from './useDropdown'
import { theme } from '@/styles/theme'

const Nav = styled.nav`
  display: none;
  border-top: 1px solid ${theme.colors.border};

  ${theme.media.laptop} {
    display: block;
  }
`

const TopList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xxs};
  margin: 0;
  padding: ${theme.space.xxs} 0;
  list-style: none;
`

const topEntry = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  min-height: 44px;
  padding: ${`${theme.space.xs} ${theme.space.sm}`};
  border: 0;
  border-radius: ${theme.radii.pill};
  background: transparent;
  color: ${theme.colors.text};
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;

  &:hover {
    background: ${theme.colors.surfaceAlt};
    color: ${theme.colors.primary};
  }
`

const TopLink = styled(SmartLink)`
  ${topEntry}
`

const TopButton = styled.button`
  ${topEntry}

  &[aria-expanded='true'] {
    background: ${theme.colors.surfaceAlt};
    color: ${theme.colors.primary};
  }
`

const Panel = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  top: 100%;
  z-index: ${theme.zIndices.dropdown};
  padding: ${`${theme.space.xl} 0`};
  background: ${theme.colors.surface};
  border-top: 1px solid ${theme.colors.border};
  box-shadow: ${theme.shadows.raised};
`

const PanelGrid = styled(Container)`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 1fr);
  gap: ${theme.space.xl};
`

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${theme.space.lg};
  align-content: start;
`

const Column = styled.div`
  h3 {
    margin-bottom: ${theme.space.xs};
    font-size: ${theme.fontSizes.md};
  }

  h3 a {
    color: ${theme.colors.text};
  }

  ul {
    display: grid;
    gap: ${theme.space.xxs};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  li a {
    display: inline-block;
    padding: ${theme.space.xxs} 0;
    color: ${theme.colors.text};
  }

  li a:hover {
    color: ${theme.colors.primary};
  }
`

const Tiles = styled.div`
  display: grid;
  gap: ${theme.space.md};
  align-content: start;
`

// First in the panel: the link of a heading that opens a dropdown, so its own page is one Tab (or ArrowDown) away.
const SeeAll = styled(SmartLink)`
  display: inline-block;
  margin-bottom: ${theme.space.lg};
  font-weight: 600;
`

function PanelContent({ root }: { root: MenuNode }) {
  const { t } = useTranslation()
  const { columns, items, images } = menuSections(root)
  const href = menuHref(root)
  return (
    <PanelGrid>
      <div>
        {href && root.name ? <SeeAll href={href}>{t('Menu.SeeAll', { name: root.name })}</SeeAll> : null}
        <Columns>
          {items.length > 0 ? (
            <Column>
              <ul>
                {items.map((item) => (
                  <li key={item.id}>
                    <MenuEntryLink node={item} />
                  </li>
                ))}
              </ul>
            </Column>
          ) : null}
          {columns.map((column) => {
            const entries = textEntries(column)
            return (
              <Column key={column.id}>
                {column.name ? (
                  <h3>
                    <MenuEntryLink node={column} />
                  </h3>
                ) : null}
                {entries.length > 0 ? (
                  <ul>
                    {entries.map((entry) => (
                      <li key={entry.id}>
                        <MenuEntryLink node={entry} />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </Column>
            )
          })}
        </Columns>
      </div>
      {images.length > 0 ? (
        <Tiles>
          {images.map((image) => (
            <MenuImageTile key={image.id} node={image} />
          ))}
        </Tiles>
      ) : null}
    </PanelGrid>
  )
}

function moveAmongTopEntries(event: KeyboardEvent<HTMLElement>) {
  const list = event.currentTarget.closest('ul')
  if (!list) return
  const entries = Array.from(list.querySelectorAll<HTMLElement>('[data-top-entry]'))
  const index = entries.indexOf(event.currentTarget)
  const step = event.key === 'ArrowRight' ? 1 : -1
  const next = entries[(index + step + entries.length) % entries.length]
  if (next) {
    event.preventDefault()
    next.focus()
  }
}

export function MainMenu({ items }: { items: readonly MenuItem[] }) {
  const { t } = useTranslation()
  const tree = useMemo(() => buildMenuTree(items), [items])
  const baseId = useId()
  const dropdown = useDropdown<string>()
  const { openId, setOpenId, toggle } = dropdown

  if (tree.length === 0) return null

  const onTopKeyDown = (event: KeyboardEvent<HTMLElement>, node?: MenuNode) => {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      moveAmongTopEntries(event)
    } else if (event.key === 'ArrowDown' && node) {
      event.preventDefault()
      setOpenId(node.id)
      // The panel renders on the next frame; focus its first link then.
      const panelId = event.currentTarget.getAttribute('aria-controls')
      requestAnimationFrame(() => {
        const panel = panelId ? document.getElementById(panelId) : null
        if (panel) focusableIn(panel)[0]?.focus()
      })
    }
  }

  return (
    <Nav
      ref={dropdown.containerRef}
      aria-label={t('Menu.Label')}
      data-nav-area="menu"
      onKeyDown={dropdown.onKeyDown}
      onBlur={dropdown.onBlur}
    >
      <Container>
        <TopList>
          {tree.map((node) => {
            const href = menuHref(node)
            if (node.children.length === 0) {
              return href && node.name ? (
                <li key={node.id}>
                  <TopLink href={href} data-top-entry onKeyDown={(event) => onTopKeyDown(event)}>
                    {node.name}
                  </TopLink>
                </li>
              ) : null
            }
            const panelId = `${baseId}-panel-${node.id}`
            const open = openId === node.id
            return (
              <li key={node.id}>
                <TopButton
                  ref={dropdown.triggerRef(node.id)}
                  type="button"
                  data-top-entry
                  aria-expanded={open}
                  aria-controls={panelId}
                  onClick={() => toggle(node.id)}
                  onKeyDown={(event) => onTopKeyDown(event, node)}
                >
                  {node.name}
                  <ChevronIcon direction={open ? 'up' : 'down'} />
                </TopButton>
                <Panel id={panelId} hidden={!open}>
                  <PanelContent root={node} />
                </Panel>
              </li>
            )
          })}
        </TopList>
      </Container>
    </Nav>
  )
}
