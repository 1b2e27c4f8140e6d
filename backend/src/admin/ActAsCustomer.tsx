'use client'
/**
 * "Handl som kunden" on a customer in the admin (docs/adr/0028): asks the shop API for a one-time link with the
 * admin's own session, then opens the storefront acting as the customer in a new tab. Shown to the roles that may act.
 */
import { Button, useAuth, useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { useState } from 'react'

const TEXTS = {
  da: {
    button: 'Handl som kunden',
    hint: 'Åbner butikken i en ny fane, hvor du handler som kunden. Alt du gør, logges.',
    failed: 'Linket kunne ikke laves',
  },
  en: {
    button: 'Shop as the customer',
    hint: 'Opens the shop in a new tab where you shop as the customer. Everything you do is logged.',
    failed: 'The link could not be made',
  },
}

export function ActAsCustomer() {
  const { id } = useDocumentInfo()
  const { user } = useAuth<{ roles?: string[] }>()
  const { i18n } = useTranslation()
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const language = i18n.language === 'en' ? 'en' : 'da'
  const t = TEXTS[language]
  const mayAct = (user?.roles ?? []).some((role) => role === 'customerService' || role === 'admin')
  if (!id || !mayAct) return null

  const open = async () => {
    setBusy(true)
    setError(null)
    // The tab is opened at once (a popup blocker allows it only within the click) and sent on when the link is there.
    const tab = window.open('about:blank', '_blank')
    try {
      const response = await fetch(`/api/shop/auth/impersonation/link/?culture=${language}`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ CustomerId: Number(id) }),
      })
      const body = (await response.json()) as { Url?: string; Message?: string }
      if (!response.ok || !body.Url) throw new Error(body.Message ?? `${response.status}`)
      if (tab) {
        tab.opener = null
        tab.location.href = body.Url
      } else window.location.href = body.Url
    } catch (reason) {
      tab?.close()
      setError(`${t.failed}: ${reason instanceof Error ? reason.message : String(reason)}`)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div style={{ marginBottom: 'var(--base)' }}>
      <Button buttonStyle="primary" disabled={busy} onClick={() => void open()} margin={false}>
        {t.button}
      </Button>
      <p style={{ fontSize: '0.85em', margin: '0.5em 0 0', color: 'var(--theme-elevation-650)' }}>{t.hint}</p>
      {error ? (
        <p role="alert" style={{ color: 'var(--theme-error-500)', margin: '0.5em 0 0' }}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
