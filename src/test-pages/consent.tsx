import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import AnalyticsConsent from '@site/src/components/AnalyticsConsent';

/** Same-site URL that the consent test answers with a stand-in analytics script. */
export const testAnalyticsUrl = '/__test__/analytics.js';

/**
 * Test-only page: the analytics consent banner with a local script URL, as it
 * behaves on a build with `ANALYTICS_SCRIPT_URL` set. Routed only when
 * GLADYS_TEST_ROUTES=true.
 */
export default function ConsentPage(): ReactNode {
  return (
    <Layout title="Consent test">
      <main className="container margin-vert--lg">
        <h1>Consent test</h1>
        <AnalyticsConsent scriptUrl={testAnalyticsUrl} />
      </main>
    </Layout>
  );
}
