import type english from '@locale/pages/contact.json';

/**
 * The words of the contact page and its form: `{placeholder}` messages, one JSON file per locale
 * (`i18n/en/pages/contact.json`, `i18n/fr/pages/contact.json`), imported by the page alone.
 * `intro` holds `{forum}` (a link labelled `introForum`), `mailto` holds `{email}` (the address,
 * as a mailto link), and the form's `tooLong`/`tooShort` hold `{max}`/`{min}` (the field's limit
 * in characters, from `contactLimits` in src/lib/contactValidation.ts).
 */
export type ContactCopy = typeof english;
