import React, {useEffect, useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';

/**
 * Test-only page: renders normally on the server, then throws on its first
 * client render, so the site's error boundary shows 'This page crashed.'.
 * Routed only when GLADYS_TEST_ROUTES=true.
 *
 * @throws Error on the client, after mount.
 */
export default function CrashPage(): ReactNode {
  const [crashed, setCrashed] = useState(false);
  useEffect(() => setCrashed(true), []);
  if (crashed) {
    throw new Error('Intentional test crash');
  }
  return (
    <Layout title="Crash test">
      <main>Crash test page</main>
    </Layout>
  );
}
