/** Hands the browser a file to save, as a download link would. */
export function saveFile(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  // Long enough for the browser to have read it; the page may stay open for hours.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
