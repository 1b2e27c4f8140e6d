// Links from the CMS: site paths navigate client-side with next/link, anything else is a plain anchor.
import Link from 'next/link'
import type { AnchorHTMLAttributes, ReactNode } from 'react'

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string; children: ReactNode }

export function isInternalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//')
}

export function SmartLink({ href, children, ...rest }: Props) {
  if (isInternalHref(href)) {
    return (
      <Link href={href} {...rest}>
        {children}
      </Link>
    )
  }
  const external = /^https?:\/\//i.test(href)
  return (
    <a href={href} rel={external ? 'noopener noreferrer' : undefined} {...rest}>
      {children}
    </a>
  )
}
