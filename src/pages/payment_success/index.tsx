import type {ReactNode} from 'react';
import PaymentSuccess from './_components/PaymentSuccess';
import copy from './_copy';

/**
 * Thank-you page where the Gladys Plus checkout sends new subscribers (`/payment_success/`). The
 * French route is the twin at the same path under `i18n/fr/docusaurus-plugin-content-pages/`,
 * which passes the French copy.
 */
export default function PaymentSuccessPage(): ReactNode {
  return <PaymentSuccess copy={copy} />;
}
