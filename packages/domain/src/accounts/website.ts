/**
 * A company website as people type it: "example.com", "www.example.co.uk/about" or with http(s)://.
 * Read by the WHATWG URL parser (the browser's and Node's own); the host must be a domain name with
 * a top-level domain of letters, so "localhost", an IP address or a sentence is not a website.
 */
const DOMAIN_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const TOP_LEVEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

export function isWebsiteAddress(value: string): boolean {
  const text = value.trim();
  if (text === '' || /\s/.test(text)) return false;
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return false;
  }
  if (url.username || url.password || url.port) return false;
  const labels = url.hostname.split('.');
  const top = labels.at(-1) ?? '';
  return labels.length >= 2 && TOP_LEVEL.test(top) && labels.every((label) => DOMAIN_LABEL.test(label));
}
