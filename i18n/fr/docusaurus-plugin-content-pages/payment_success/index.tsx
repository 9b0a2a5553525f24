import type {ReactNode} from 'react';
import PaymentSuccess from '@site/src/pages/payment_success/_components/PaymentSuccess';
import copy from './_copy';

/** French route of the thank-you page (`/fr/payment_success/`): the page with its French copy. */
export default function PaymentSuccessPage(): ReactNode {
  return <PaymentSuccess copy={copy} />;
}
