import { useNavigate, useSearchParams } from 'react-router'
import { linkTarget } from './content-links.ts'

/**
 * Follows a banner link or notification action (spec section 2): `?one=x` sets that query (replacing
 * the rest), an http(s) address opens a new tab, anything else is an in-app route.
 */
export function useOpenLink() {
  const [, setParams] = useSearchParams()
  const navigate = useNavigate()
  return (link: string) => {
    const target = linkTarget(link)
    if (target.kind === 'dialog') setParams(new URLSearchParams({ one: target.one }))
    else if (target.kind === 'external') window.open(target.href, '_blank', 'noopener,noreferrer')
    else if (target.kind === 'route') navigate(target.to)
  }
}
