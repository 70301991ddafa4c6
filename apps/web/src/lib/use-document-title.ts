import { useEffect } from 'react'
import { site } from './site.ts'

/** The browser tab's title: "`title` · Vuetify Bin", or the site's name alone without one. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${site.tool}` : site.tool
  }, [title])
}
