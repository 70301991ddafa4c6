import { tokenRules } from '@one/highlight/colors'

/** The `sx` rules that colour `tok-*` classes for a dark or light page (the server's page uses the same). */
export function codeColors(isDark: boolean) {
  return Object.fromEntries(tokenRules(isDark).map(([selector, style]) => [`& ${selector}`, style]))
}
