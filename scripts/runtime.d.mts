export function pinnedNode(platform?: string, arch?: string): string | undefined
export const supportedNode: string
export function runtimeFault(version?: string): string | undefined
