// What the shopper typed or a password manager filled into the server's page before the app took
// it over (decision 049). The app's forms are uncontrolled, so hydration keeps the DOM's values as
// they are; a page rendered afresh instead replaces the server's markup, and starts each field
// from what the server's field holds at that moment.

/** The server's form of that name (`data-form`) still on the page, if any (none on the server). */
function serverForm(form: string): HTMLFormElement | null {
  // The server renderer has no DOM (and may have a partial `document`): only a browser window has forms.
  if (typeof window === 'undefined' || typeof HTMLFormElement === 'undefined') return null;
  return document.querySelector<HTMLFormElement>(`form[data-form="${form}"]`);
}

/**
 * The value of a field of the server's form when the shopper changed it (typed, pasted,
 * autofilled); null when the field is absent or still holds what the server rendered.
 */
export function valueBeforeStart(form: string, field: string): string | null {
  const server = serverForm(form);
  if (!server) return null;
  const element = server.elements.namedItem(field);
  if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) return null;
  return element.value !== element.defaultValue ? element.value : null;
}
