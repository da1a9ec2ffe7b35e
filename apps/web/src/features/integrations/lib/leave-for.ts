/** Sends the browser to another page (a provider's link page or vault) as a full navigation. */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
