import { create } from 'zustand'

export type QueueAction = { label: string; onClick(): void }

export type QueuedMessage = {
  id: number
  text: string
  color: 'error' | 'success' | 'info'
  /** A button beside the text, such as Undo; choosing it also closes the message. */
  action?: QueueAction
  /** How long the message stays, in ms; without it errors stay until closed and others leave after 5 s. */
  timeout?: number
}

type QueueState = {
  messages: QueuedMessage[]
  /** Queues a message and gives its id, so its owner can tell when it has gone. */
  push(
    text: string,
    color?: QueuedMessage['color'],
    options?: Pick<QueuedMessage, 'action' | 'timeout'>,
  ): number
  /** Spec section 8: the server's message when there is one, otherwise the fallback. */
  pushError(error: unknown, fallback: string, options?: Pick<QueuedMessage, 'action'>): void
  dismiss(id: number): void
}

let nextId = 1

export const useQueue = create<QueueState>()((set) => ({
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
