import type english from '@locale/pages/payment_success.json';

/**
 * The words of the thank-you page: `{placeholder}` messages, one JSON file per locale
 * (`i18n/en/pages/payment_success.json`, `i18n/fr/pages/payment_success.json`), imported by the
 * page alone. `next.noEmail.text` holds `{email}`, the contact address as a mailto link.
 */
export type PaymentSuccessCopy = typeof english;
