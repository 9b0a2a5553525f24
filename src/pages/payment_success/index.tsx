import type {ReactNode} from 'react';
import messages from '@locale/pages/payment_success.json';
import PaymentSuccess from './_components/PaymentSuccess';

/**
 * Thank-you page where the Gladys Plus checkout sends new subscribers (`/payment_success/`), with
 * its words from `i18n/<locale>/pages/payment_success.json`.
 */
export default function PaymentSuccessPage(): ReactNode {
  return <PaymentSuccess copy={messages} />;
}
