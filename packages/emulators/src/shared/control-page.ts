import type { FastifyReply } from 'fastify'
import { escapeHtml } from './html.ts'

/** A plain page beside an emulator that puts test data in through the same control route as the API. */
export function controlPage({
  title,
  action,
  fields,
  rows,
  notice,
}: {
  title: string
  action: string
  /** The form's inputs, as HTML the caller escaped. */
  fields: string
  /** What the emulator holds, one HTML list item each, escaped by the caller. */
  rows: string[]
  notice?: string
}): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(title)}</title>
  <style>
    body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f4f5f7; color: #1f2328; }
    main { max-width: 32rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 8px;
      box-shadow: 0 2px 8px rgb(0 0 0 / 0.08); }
    h1 { font-size: 1.25rem; margin: 0 0 1rem; }
    label { display: block; margin: 0.5rem 0; }
    input, select { font: inherit; margin-left: 0.5rem; }
    button { font: inherit; font-weight: 600; margin-top: 1rem; padding: 0.5rem 1rem; cursor: pointer; }
    .notice { color: #1a7f37; }
  </style>
</head>
<body><main>
  <h1>${escapeHtml(title)}</h1>
  ${notice ? `<p class="notice" role="status">${escapeHtml(notice)}</p>` : ''}
  <form method="post" action="${escapeHtml(action)}">${fields}<button type="submit">Save</button></form>
  <h2>Now</h2>
  ${rows.length ? `<ul>${rows.join('')}</ul>` : '<p>Nothing yet.</p>'}
</main></body>
</html>`
}

export function sendPage(reply: FastifyReply, status: number, page: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-frame-options', 'DENY')
    .send(page)
}
