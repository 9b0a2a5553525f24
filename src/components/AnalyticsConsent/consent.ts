/**
 * The visitor's analytics choice and the loading of the analytics script,
 * kept apart from React so they can be unit-tested.
 */

/** What the visitor answered in the consent banner. */
export type ConsentChoice = 'granted' | 'denied';

/** localStorage key holding the visitor's {@link ConsentChoice}. */
export const consentStorageKey = 'gladys.analyticsConsent';

/** Attribute marking the analytics `<script>` element, so it is added once. */
export const analyticsScriptAttribute = 'data-gladys-analytics';

/** The part of `Storage` this module uses. */
export type ChoiceStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The stored choice, or null when the visitor has not answered yet (or
 * storage is unavailable, or holds anything else).
 */
export function readConsent(storage: ChoiceStorage | null): ConsentChoice | null {
  try {
    const value = storage?.getItem(consentStorageKey);
    return value === 'granted' || value === 'denied' ? value : null;
  } catch {
    return null;
  }
}

/**
 * Stores the choice. Storage failures (private mode, quota) are ignored: the
 * choice then holds for the current page only.
 */
export function storeConsent(storage: ChoiceStorage | null, choice: ConsentChoice): void {
  try {
    storage?.setItem(consentStorageKey, choice);
  } catch {
    // The choice still applies to this page view.
  }
}

/** `window.localStorage`, or null where it is missing or blocked. */
export function browserStorage(): ChoiceStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Adds the analytics script to the document's head (async), unless it is
 * already there.
 *
 * @returns the script element, new or existing
 */
export function loadAnalyticsScript(doc: Document, url: string): HTMLScriptElement {
  const existing = doc.querySelector<HTMLScriptElement>(`script[${analyticsScriptAttribute}]`);
  if (existing) {
    return existing;
  }
  const script = doc.createElement('script');
  script.src = url;
  script.async = true;
  script.setAttribute(analyticsScriptAttribute, '');
  doc.head.appendChild(script);
  return script;
}
