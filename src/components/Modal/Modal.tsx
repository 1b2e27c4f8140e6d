// The modal dialog of docs/product.md §2: closes on Escape (when enabled), on a click outside, via its labelled close
// button, and after an optional time-out. It opens with a framer-motion spring of 0.1 s (docs/product.md §9), traps focus
// while open and gives it back to the element that had it. role="dialog" with aria-modal, named by its title.
// The `drawer` variant slides in from the side (the mobile menu). The `sheet` variant is a wider dialog (up to
// 720 px) that becomes a full-width sheet at the bottom of the screen below 768 px (the added-to-basket dialog).
import { AnimatePresence, LazyMotion, m, useReducedMotion, type FeatureBundle, type Transition } from 'framer-motion'
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react'
import { createPortal } from 'react-dom'
import { useTranslation } from '@/i18n/texts'
import styled, { css } from 'styled-components'
import { IconButton } from '@/components/Button/Button'
import { VisuallyHidden } from '@/components/VisuallyHidden/VisuallyHidden'
import { MODAL_SPRING_DURATION_S } from '@/config/constants'
import { logError } from '@/lib/log'
import { focusableIn } from './focusable'
import { theme } from '@/styles/theme'

export type ModalCloseReason = 'escape' | 'outside' | 'button' | 'timeout'

export type ModalVariant = 'dialog' | 'drawer' | 'sheet'

type Props = {
  open: boolean
  onClose: (reason: ModalCloseReason) => void
  /** Names the dialog (aria-labelledby). */
  title: string
  /** Keep the title for screen readers only. */
  hideTitle?: boolean
  closeOnEscape?: boolean
  closeOnOutsideClick?: boolean
  /** Closes by itself after this many milliseconds (e.g. the added-to-basket confirmation). */
  timeoutMs?: number
  variant?: ModalVariant
  /** Receives focus on open; else the first focusable element of the dialog. */
  initialFocusRef?: RefObject<HTMLElement | null>
  children: ReactNode
}

export const MODAL_TRANSITION: Transition = { type: 'spring', duration: MODAL_SPRING_DURATION_S, bounce: 0 }

/** framer-motion's animation features, fetched with the first dialog that opens, then at hand for every other. */
let motionFeatures: FeatureBundle | null = null
let loadingFeatures: Promise<FeatureBundle> | null = null
const loadFeatures = () => (loadingFeatures ??= import('./motionFeatures').then((module) => (motionFeatures = module.default)))

/**
 * The animation features, or 'none' when they could not be loaded (the dialog then shows without animating), or null
 * while they are on their way. A dialog waits for them before it shows: framer-motion can only play an exit it was
 * there for, so a dialog closed in the same render as its features arrived stayed on the page for good, with nothing
 * left that could close it (a press of Escape a tenth of a second after opening, on a busy machine).
 */
function useMotionFeatures(wanted: boolean): FeatureBundle | 'none' | null {
  const [features, setFeatures] = useState<FeatureBundle | 'none' | null>(motionFeatures)
  useEffect(() => {
    if (features !== null || !wanted) return
    let current = true
    loadFeatures().then(
      (loaded) => current && setFeatures(loaded),
      (error: unknown) => {
        logError('the dialog animations', error)
        if (current) setFeatures('none')
      },
    )
    return () => {
      current = false
    }
  }, [features, wanted])
  return features
}

const Backdrop = styled(m.div)<{ $variant: ModalVariant }>`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndices.modal};
  display: flex;
  background: ${theme.colors.overlay};
  ${({ $variant, theme }) =>
    ({
      dialog: css`
        align-items: center;
        justify-content: center;
        padding: ${theme.space.md};
      `,
      drawer: css`
        align-items: stretch;
        justify-content: flex-start;
      `,
      sheet: css`
        align-items: flex-end;
        justify-content: stretch;

        ${theme.media.tablet} {
          align-items: center;
          justify-content: center;
          padding: ${theme.space.md};
        }
      `,
    })[$variant]}
`

const Panel = styled(m.div)<{ $variant: ModalVariant }>`
  position: relative;
  display: flex;
  flex-direction: column;
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  box-shadow: ${theme.shadows.raised};
  overflow: auto;
  overscroll-behavior: contain;

  &:focus {
    outline: none;
  }

  ${({ $variant, theme }) =>
    ({
      dialog: css`
        width: min(100%, 560px);
        max-height: calc(100vh - 2 * ${theme.space.md});
        border-radius: ${theme.radii.lg};
      `,
      drawer: css`
        width: min(90vw, 420px);
        height: 100%;
      `,
      sheet: css`
        width: 100%;
        max-height: 90vh;
        padding-bottom: env(safe-area-inset-bottom, 0);
        border-radius: ${theme.radii.lg} ${theme.radii.lg} 0 0;

        ${theme.media.tablet} {
          width: min(100%, 720px);
          max-height: calc(100vh - 2 * ${theme.space.md});
          padding-bottom: 0;
          border-radius: ${theme.radii.lg};
        }
      `,
    })[$variant]}
`

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
  padding: ${`${theme.space.sm} ${theme.space.sm} ${theme.space.sm} ${theme.space.lg}`};
  border-bottom: 1px solid ${theme.colors.border};

  h2 {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
  }
`

const Body = styled.div`
  padding: ${theme.space.lg};
`

const noopSubscribe = () => () => undefined

/** False on the server and during hydration, true after: portals need document.body. */
function useIsClient(): boolean {
  return useSyncExternalStore(
    noopSubscribe,
    () => true,
    () => false,
  )
}

function CloseIcon() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="m3 3 10 10M13 3 3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
}

export function Modal({
  open,
  onClose,
  title,
  hideTitle = false,
  closeOnEscape = true,
  closeOnOutsideClick = true,
  timeoutMs,
  variant = 'dialog',
  initialFocusRef,
  children,
}: Props) {
  const { t } = useTranslation()
  const isClient = useIsClient()
  const features = useMotionFeatures(open)
  // Shown once the animation features are at hand (useMotionFeatures); until then an open dialog listens for Escape.
  const shown = isClient && features !== null
  const reduceMotion = useReducedMotion()
  const titleId = useId()
  const panelRef = useRef<HTMLDivElement>(null)
  const onCloseRef = useRef(onClose)
  useEffect(() => {
    onCloseRef.current = onClose
  }, [onClose])

  const close = useCallback((reason: ModalCloseReason) => onCloseRef.current(reason), [])

  // Focus moves into the dialog, and Escape is listened for, before the dialog is first painted (layout effects): a
  // dialog whose code arrived in a chunk (the mobile menu) renders outside any input event, and React runs plain
  // effects only after the paint, so on a busy phone the shopper could see the dialog and press Escape or type before
  // it listened or held the focus.
  const focusBefore = useRef<HTMLElement | null>(null)
  useLayoutEffect(() => {
    if (!open || !shown) return
    focusBefore.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const panel = panelRef.current
    const target = initialFocusRef?.current ?? (panel ? focusableIn(panel)[0] : undefined) ?? panel
    target?.focus()
  }, [open, shown, initialFocusRef])

  // On close the focus goes back to where it was, and the page behind, which does not scroll while the dialog is
  // open, scrolls again. A plain effect: React puts the focus back where it was before a commit once the commit's DOM
  // changes are made, so a focus given in a layout effect's cleanup would be taken back to the dialog.
  useEffect(() => {
    if (!open || !isClient) return
    const overflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    return () => {
      document.body.style.overflow = overflow
      const previous = focusBefore.current
      focusBefore.current = null
      if (previous && previous.isConnected) previous.focus()
    }
  }, [open, isClient])

  useLayoutEffect(() => {
    if (!open || !closeOnEscape) return
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation()
        close('escape')
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open, closeOnEscape, close])

  useEffect(() => {
    if (!open || timeoutMs === undefined || timeoutMs <= 0) return
    const timer = window.setTimeout(() => close('timeout'), timeoutMs)
    return () => window.clearTimeout(timer)
  }, [open, timeoutMs, close])

  const trapFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !panelRef.current) return
    const focusables = focusableIn(panelRef.current)
    const first = focusables[0]
    const last = focusables[focusables.length - 1]
    if (!first || !last) {
      event.preventDefault()
      return
    }
    const active = document.activeElement
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && active === last) {
      event.preventDefault()
      first.focus()
    }
  }

  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (closeOnOutsideClick && event.target === event.currentTarget) close('outside')
  }

  if (!shown) return null

  const panelMotion = {
    dialog: { initial: { opacity: 0, scale: 0.96 }, animate: { opacity: 1, scale: 1 }, exit: { opacity: 0, scale: 0.96 } },
    drawer: { initial: { x: '-100%' }, animate: { x: 0 }, exit: { x: '-100%' } },
    sheet: { initial: { opacity: 0, y: 32 }, animate: { opacity: 1, y: 0 }, exit: { opacity: 0, y: 32 } },
  }[variant]
  const transition = reduceMotion ? { duration: 0 } : MODAL_TRANSITION
  // Without its features (they failed to load) the dialog shows as it ends up, and goes at once.
  const animated = features !== 'none'

  const dialog = (
    <AnimatePresence>
      {open ? (
        <Backdrop
          key="backdrop"
          $variant={variant}
          data-testid="modal-backdrop"
          initial={animated ? { opacity: 0 } : false}
          animate={{ opacity: 1 }}
          exit={{ opacity: 0 }}
          transition={transition}
          onClick={onBackdropClick}
        >
          <Panel
            ref={panelRef}
            $variant={variant}
            role="dialog"
            aria-modal="true"
            aria-labelledby={titleId}
            tabIndex={-1}
            onKeyDown={trapFocus}
            transition={transition}
            {...panelMotion}
            initial={animated ? panelMotion.initial : false}
          >
            <Header>
              {hideTitle ? <VisuallyHidden id={titleId}>{title}</VisuallyHidden> : <h2 id={titleId}>{title}</h2>}
              <IconButton type="button" aria-label={t('Modal.Close')} onClick={() => close('button')}>
                <CloseIcon />
              </IconButton>
            </Header>
            <Body>{children}</Body>
          </Panel>
        </Backdrop>
      ) : null}
    </AnimatePresence>
  )
  return createPortal(
    features === 'none' ? (
      dialog
    ) : (
      <LazyMotion features={features} strict>
        {dialog}
      </LazyMotion>
    ),
    document.body,
  )
}
