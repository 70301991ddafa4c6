import { create } from 'zustand'

export type SnackbarAction = { label: string; onClick(): void }

export type SnackbarMessage = {
  id: number
  text: string
  color: 'error' | 'success' | 'info'
  /** A button beside the text, such as Undo; choosing it also closes the message. */
  action?: SnackbarAction
  /** How long the message stays, in ms; without it errors stay until closed and others leave after 5 s. */
  timeout?: number
}

type SnackbarState = {
  /** Waiting in order; the first is the one on screen. */
  messages: SnackbarMessage[]
  /** Queues a message and gives its id, so its owner can tell when it has gone. */
  push(
    text: string,
    color?: SnackbarMessage['color'],
    options?: Pick<SnackbarMessage, 'action' | 'timeout'>,
  ): number
  /** Spec section 8: the server's message when there is one, otherwise the fallback. */
  pushError(error: unknown, fallback: string, options?: Pick<SnackbarMessage, 'action'>): void
  dismiss(id: number): void
}

let nextId = 1

export const useSnackbars = create<SnackbarState>()((set) => ({
  messages: [],
  push: (text, color = 'info', options = {}) => {
    const id = nextId++
    set((s) => ({ messages: [...s.messages, { id, text, color, ...options }] }))
    return id
  },
  pushError: (error, fallback, options = {}) => {
    const message = error instanceof Error ? error.message.trim() : ''
    set((s) => ({
      messages: [...s.messages, { id: nextId++, text: message || fallback, color: 'error', ...options }],
    }))
  },
  dismiss: (id) => set((s) => ({ messages: s.messages.filter((m) => m.id !== id) })),
}))
