/** Replaces the location with a page outside the single-page app (no history entry). */
export function leaveApp(url: string): void {
  window.location.replace(url);
}
