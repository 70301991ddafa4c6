export const MAX_SUBJECT: number
export const TRACKER_NUMBER: RegExp
export const CODE_FILE: RegExp
export function messageProblems(message: string, options?: { merge?: boolean }): string[]
export function trackerNumbersAdded(diff: string): { file: string; line: number; text: string }[]
