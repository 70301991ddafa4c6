/** Resolves in a task of its own, after whatever the browser has waiting (a paint, an input). */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))
