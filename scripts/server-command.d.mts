export const serverNodeArgs: string[]
export const serverEnv: Record<string, string>
export const serverEntry: string
