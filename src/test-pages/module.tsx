import React, {type ReactNode} from 'react';
import Loadable from 'react-loadable';
import Layout from '@theme/Layout';
import Loading from '@theme/Loading';

declare global {
  interface Window {
    /** Test hook: settles the pending module load of /__test__/module/. */
    __testModule?: {fail: () => void; succeed: () => void; attempts: number; startedAt: number};
  }
}

/** What the controlled module renders once loaded. */
function LoadedModule(): ReactNode {
  return <p data-testid="module-loaded">Module loaded</p>;
}

/**
 * Test-only page: a lazily loaded module whose loading the end-to-end test
 * controls through `window.__testModule` (fail it, or let it load), to check
 * the site's loading indicator (after 200 ms), the error box with Retry, and
 * the module once loaded. Routed only when GLADYS_TEST_ROUTES=true.
 */
const ControlledModule = Loadable({
  loader: () =>
    new Promise<() => ReactNode>((resolve, reject) => {
      if (typeof window === 'undefined') {
        return; // Server render: stays loading.
      }
      const attempts = (window.__testModule?.attempts ?? 0) + 1;
      window.__testModule = {
        attempts,
        startedAt: performance.now(),
        fail: () => reject(new Error('Loading chunk 999 failed.')),
        succeed: () => resolve(LoadedModule),
      };
    }),
  loading: Loading,
});

/** The page: layout plus the controlled module. */
export default function ModuleErrorPage(): ReactNode {
  return (
    <Layout title="Module test">
      <main className="container margin-vert--lg">
        <ControlledModule />
      </main>
    </Layout>
  );
}
