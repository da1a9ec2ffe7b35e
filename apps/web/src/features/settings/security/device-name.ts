// Patterns match both a classic user agent and the client-hints form Amplify prefers
// ("Linux x86 Linux Not:A-Brand/8.0.0.0;Chromium/156.0.8078.79").
const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/Edg\/|Microsoft Edge\//, 'Edge'],
  [/OPR\/|Opera\//, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrom(e|ium)\/|Google Chrome\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod|\biOS\b/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh|macOS/, 'macOS'],
  [/CrOS|Chrome OS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/**
 * Amplify names a browser's device after its user agent; "Chrome · Linux" says the same in a way
 * people recognise. Names that show neither a browser nor a system are kept as they are.
 */
export function deviceName(raw: string | null): string | null {
  if (!raw) return null;
  const browser = BROWSERS.find(([pattern]) => pattern.test(raw))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(raw))?.[1];
  if (browser && system) return `${browser} · ${system}`;
  return browser ?? system ?? raw;
}
