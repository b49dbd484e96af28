// Whether the page's language has its whole common file. A page rendered whole on the server comes
// with the sections of texts it shows (decision 045); the rest arrives after it has hydrated. What
// may show words the page did not (a call's answer, the next route) waits for this first. Its own
// module: both the gateway and i18n wait on it, and i18n imports the gateway.

let ready: Promise<void> = Promise.resolve();

/** Resolves once the whole common file of the page's language is in (at once when it came whole). */
export function textsReady(): Promise<void> {
  return ready;
}

/** Records the loading of the rest of the texts; a failed load resolves too (the keys show, not a hang). */
export function setTextsLoading(loading: Promise<unknown>): void {
  ready = loading.then(
    () => undefined,
    () => undefined,
  );
}
