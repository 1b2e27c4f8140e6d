// The further outside scripts (help widget, heatmaps, the pop-up tool; docs/consent.md): each loads once its URL is
// configured and the visitor allows its category, never before, with the page's nonce. Like the tag manager, a
// loaded script stays for the page's life; a withdrawn consent takes effect from the next page load.
import type { OutsideScriptConfig } from '@/config/thirdParty'
import type { ConsentCategories } from './categories'

export const outsideScriptId = (name: OutsideScriptConfig['name']) => `delikat-script-${name}`

export function loadAllowedScripts(scripts: OutsideScriptConfig[], categories: ConsentCategories, nonce: string | undefined): void {
  for (const outside of scripts) {
    if (!categories[outside.category] || document.getElementById(outsideScriptId(outside.name))) continue
    const script = document.createElement('script')
    script.id = outsideScriptId(outside.name)
    script.async = true
    script.src = outside.url
    if (nonce) script.setAttribute('nonce', nonce)
    document.head.appendChild(script)
  }
}
