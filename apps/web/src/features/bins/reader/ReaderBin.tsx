import { useLayoutEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { sentMarkupElement } from '../../../lib/sent-markup-nodes.ts'
import type { SentBin } from '../../../lib/sent-preview.ts'
import { useDocumentTitle } from '../../../lib/use-document-title.ts'
import { useSettings } from '../../../stores/settings-store.ts'
import { ReaderActions } from './ReaderActions.tsx'
import { SentMarkup } from './SentMarkup.tsx'

/**
 * A reader's bin page: the server's markup kept as it is (no editor, no parser, no MUI), with the
 * reader's actions put in the place it left for them, over the same buttons, so nothing moves (CLS 0).
 */
export function ReaderBin({ bin }: { bin: SentBin }) {
  useDocumentTitle(bin.title || 'Untitled')
  const wordWrap = useSettings((s) => s.settings.ecosystem.bin.wordWrap)
  const page = useRef<HTMLDivElement>(null)
  // Found in the server's markup as this first render starts, so the actions arrive in its commit
  // rather than in a second render the commit would run at once, in the same task (docs/decisions/0017).
  const [slot] = useState(() => sentMarkupElement('[data-slot="app-actions"]'))
  const [sentButtons] = useState(() => [...(slot?.childNodes ?? [])])
  // Before the first paint of this render: the server's disabled buttons give way to the app's.
  useLayoutEffect(() => {
    for (const button of sentButtons) button.remove()
  }, [sentButtons])
  useLayoutEffect(() => {
    page.current?.querySelector('.bin-code')?.toggleAttribute('data-wrap', wordWrap)
  }, [wordWrap])
  return (
    <>
      <SentMarkup ref={page} />
      {slot && createPortal(<ReaderActions bin={bin} />, slot)}
    </>
  )
}
