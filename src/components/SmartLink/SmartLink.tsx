// Links from the CMS: site paths navigate client-side with next/link, anything else is a plain anchor.
// `newWindow` opens the link in a new window (docs/product.md §2 category cards) and says so to screen readers.
import Link from 'next/link'
import type { AnchorHTMLAttributes, ReactNode } from 'react'
import { useTranslation } from '@/i18n/texts'
import { VisuallyHidden } from '@/components/VisuallyHidden/VisuallyHidden'
import { isBackendPath } from '@/config/paths'

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string
  children: ReactNode
  newWindow?: boolean
}

/** A page of this site (not another host, not a media file or API path the backend serves). */
export function isInternalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//') && !isBackendPath(href)
}

function NewWindowNote() {
  const { t } = useTranslation()
  return <VisuallyHidden> ({t('Common.OpensInNewWindow')})</VisuallyHidden>
}

export function SmartLink({ href, children, newWindow = false, ...rest }: Props) {
  const windowProps = newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {}
  if (isInternalHref(href)) {
    return (
      <Link href={href} {...windowProps} {...rest}>
        {children}
        {newWindow ? <NewWindowNote /> : null}
      </Link>
    )
  }
  const external = /^https?:\/\//i.test(href)
  return (
    <a href={href} rel={external ? 'noopener noreferrer' : undefined} {...windowProps} {...rest}>
      {children}
      {newWindow ? <NewWindowNote /> : null}
    </a>
  )
}
