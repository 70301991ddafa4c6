/** Text made safe inside HTML content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)
}

/** JSON made safe inside a `<script type="application/json">` element: no `</script>` can end it early. */
export function jsonInHtml(json: string): string {
  return json.replaceAll('<', '\\u003c')
}
