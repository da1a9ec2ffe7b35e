/**
 * A billing tool's vanity URL as spec §5 keeps it: 'your-vanity.host', without a scheme or a
 * trailing slash. A leading http:// or https:// and trailing slashes are removed; null when what
 * is left is not a host name (a path, a port, spaces, an IP address).
 */
export function vanityHostOf(input: string): string | null {
  const host = input
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/\/+$/, '')
    .toLowerCase();
  if (host.length > 253) return null;
  const labels = host.split('.');
  if (labels.length < 2 || /^\d+$/.test(labels.at(-1)!)) return null;
  return labels.every((label) => /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(label)) ? host : null;
}
