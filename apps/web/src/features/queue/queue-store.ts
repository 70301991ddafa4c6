import { create } from 'zustand'

export type QueuedMessage = {
  id: number
  text: string
  color: 'error' | 'success' | 'info'
}

type QueueState = {
  messages: QueuedMessage[]
  push(text: string, color?: QueuedMessage['color']): void
  /** Spec section 8: the server's message when there is one, otherwise the fallback. */
  pushError(error: unknown, fallback: string): void
  dismiss(id: number): void
}

let nextId = 1

export const useQueue = create<QueueState>()((set) => ({
  messages: [],
  push: (text, color = 'info') => set((s) => ({ messages: [...s.messages, { id: nextId++, text, color }] })),
  pushError: (error, fallback) => {
    const message = error instanceof Error ? error.message.trim() : ''
    set((s) => ({ messages: [...s.messages, { id: nextId++, text: message || fallback, color: 'error' }] }))
  },
  dismiss: (id) => set((s) => ({ messages: s.messages.filter((m) => m.id !== id) })),
}))
