import { createContext } from 'react'

/** The page being hydrated is the prerendered shell, whose main area holds no page (shell.html). */
export const NeutralMain = createContext(false)
