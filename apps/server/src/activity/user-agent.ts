// The browser family and operating system of a User-Agent, for the feed's sign-in lines. Only the
// names are kept: no versions, no device model, nothing that singles a person out.

// Order matters: Edge, Opera and Samsung Internet also say Chrome and Safari; Chrome also says Safari.
const browsers: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bVivaldi\//, 'Vivaldi'],
  [/\bYaBrowser\//, 'Yandex Browser'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\b(HeadlessChrome|Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\/|\bAppleWebKit\/.*\bMobile\//, 'Safari'],
  [/\bMSIE |\bTrident\//, 'Internet Explorer'],
  [/^curl\//, 'curl'],
]

// iPhones say "like Mac OS X", Android says Linux: the more particular name is tried first.
const systems: [RegExp, string][] = [
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b|\bX11\b/, 'Linux'],
]

const nameOf = (table: [RegExp, string][], text: string, otherwise: string) =>
  table.find(([pattern]) => pattern.test(text))?.[1] ?? otherwise

export function describeUserAgent(userAgent: string | undefined): { browser: string; os: string } {
  // A real User-Agent is a few hundred characters; a longer one is not read past that.
  const text = (userAgent ?? '').slice(0, 512)
  return {
    browser: nameOf(browsers, text, 'Unknown browser'),
    os: nameOf(systems, text, 'Unknown OS'),
  }
}
