/** Whether the browser says it has no network (`navigator.onLine` false; unknown counts as online). */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}
