/**
 * A readable Dutch label for a session's user agent ('Chrome op Windows', 'Safari op iPhone'),
 * shown in Settings → Beveiliging. Deliberately small: the common browsers and systems only.
 */

export const unknownDevice = 'Onbekend apparaat';

/** Browsers in the order they must be tested: Edge, Opera and Samsung also say "Chrome", Chrome also says "Safari". */
const browsers: readonly [RegExp, string][] = [
  [/\b(?:Edg|EdgA|EdgiOS|Edge)\//, 'Edge'],
  [/\b(?:OPR|OPiOS|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:Chrome|HeadlessChrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

/** Systems in test order: iOS and Android user agents also mention "Mac OS X" and "Linux". */
const systems: readonly [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMacintosh\b|\bMac OS X\b/, 'macOS'],
  [/\bLinux\b|\bX11\b/, 'Linux'],
];

function firstMatch(userAgent: string, table: readonly [RegExp, string][]): string | null {
  return table.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
}

export function deviceLabel(userAgent: string | null | undefined): string {
  const ua = userAgent?.trim() ?? '';
  if (ua.length === 0) return unknownDevice;
  const browser = firstMatch(ua, browsers);
  const system = firstMatch(ua, systems);
  if (browser && system) return `${browser} op ${system}`;
  if (browser) return browser;
  if (system) return `Onbekende browser op ${system}`;
  return unknownDevice;
}
