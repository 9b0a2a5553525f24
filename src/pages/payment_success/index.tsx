import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import {translate} from '@docusaurus/Translate';
import PaymentSuccess from './_components/PaymentSuccess';

/**
 * Thank-you page (`/payment_success/`, `/fr/payment_success/`) where the
 * Gladys Plus checkout sends new subscribers.
 */
export default function PaymentSuccessPage(): ReactNode {
  return (
    <Layout
      title={translate({
        id: 'paymentSuccess.meta.title',
        message: 'Thank you!',
        description: 'Title of the page shown after subscribing to Gladys Plus',
      })}
      description={translate({
        id: 'paymentSuccess.meta.description',
        message:
          'Thank you for subscribing to Gladys Plus. Check your inbox for the email that activates your account, or write to us if it does not arrive.',
        description: 'Meta description of the page shown after subscribing to Gladys Plus',
      })}>
      <PaymentSuccess />
    </Layout>
  );
}
