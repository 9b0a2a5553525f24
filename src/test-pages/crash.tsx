import React, {useEffect, useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';

/** Renders normally on the server, then throws on its first client render. */
function Crasher(): ReactNode {
  const [crashed, setCrashed] = useState(false);
  useEffect(() => setCrashed(true), []);
  if (crashed) {
    throw new Error('Intentional test crash');
  }
  return <p>Crash test page</p>;
}

/**
 * Test-only page whose content throws after mount, inside the layout, so the
 * layout's error boundary shows 'This page crashed.' with Try again.
 * Routed only when GLADYS_TEST_ROUTES=true.
 */
export default function CrashPage(): ReactNode {
  return (
    <Layout title="Crash test">
      <main className="container">
        <Crasher />
      </main>
    </Layout>
  );
}
