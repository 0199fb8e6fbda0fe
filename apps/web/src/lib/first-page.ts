/*
 * The first page's showing. What it does not need (the feature texts of later pages, the snackbar's
 * view, the offline app, the sign-in library) waits for it, so that on a slow network the first
 * page's code has the connection to itself (docs/ARCHITECTURE.md, the web app's first load).
 */

let markShown: () => void = () => undefined;
const shown = new Promise<void>((resolve) => {
  markShown = resolve;
});

/** Tells that the first page has rendered (the root layout, once). */
export function firstPageShown(): void {
  markShown();
}

/**
 * Runs `task` as soon as the first page has shown: for what must be there within moments, as the
 * offline store is for a photo taken when the network drops right after the page opened.
 */
export function onFirstPage(task: () => void): void {
  void shown.then(task);
}

/** Runs `task` once the first page has shown and the browser is idle (after a second where it cannot tell). */
export function afterFirstPage(task: () => void): void {
  void shown.then(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 5000 });
    else setTimeout(task, 1000);
  });
}
