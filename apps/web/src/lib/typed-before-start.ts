/** A field of the prerendered page as the visitor left it before the app started. */
export type TypedField = { value: string; start: number; end: number; focused: boolean }

const typed = new Map<string, TypedField>()

/**
 * Keeps what was typed into the prerendered page's named fields. The app renders afresh instead of
 * hydrating when its first render would differ from the page (another theme): the page's fields are
 * then replaced, and what the visitor wrote in them before the app ran must not go with them.
 */
export function keepTypedBeforeStart(root: ParentNode): void {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input[name], textarea[name]',
  )) {
    if (field.value === field.defaultValue) continue
    typed.set(field.name, {
      value: field.value,
      start: field.selectionStart ?? field.value.length,
      end: field.selectionEnd ?? field.value.length,
      focused: document.activeElement === field,
    })
  }
}

/** What was typed into the field `name` before the app started, once: the next call gives nothing. */
export function takeTypedBeforeStart(name: string): TypedField | undefined {
  const field = typed.get(name)
  typed.delete(name)
  return field
}
