const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/Edg\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrom(e|ium)\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/**
 * Amplify names a browser's device by its user agent string; "Chrome on Linux" says the same in a
 * way people recognise. Names that are not user agents are kept as they are.
 */
export function deviceName(raw: string | null): string | null {
  if (!raw) return null;
  if (!raw.startsWith('Mozilla/')) return raw;
  const browser = BROWSERS.find(([pattern]) => pattern.test(raw))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(raw))?.[1];
  if (browser && system) return `${browser} · ${system}`;
  return browser ?? system ?? raw;
}
