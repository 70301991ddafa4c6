export type Manifest = Record<
  string,
  {
    file: string
    name?: string
    isEntry?: boolean
    imports?: string[]
    dynamicImports?: string[]
    css?: string[]
    assets?: string[]
  }
>
export type Page = 'home' | 'shell'
export const pageChunks: Record<Page, string[]>
export function pageAssets(
  manifest: Manifest,
  page: Page,
): { scripts: string[]; styles: string[]; fonts: string[] }
export const idleChunks: string[]
export function pageLoads(
  manifest: Manifest,
  page: Page,
): { scripts: string[]; styles: string[]; fonts: string[] }
export const PAGE_BUDGET_KB: number
