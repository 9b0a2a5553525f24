import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Mermaid from '@theme/Mermaid';

/**
 * Test-only page: a Mermaid diagram with no drawing in src/diagrams/, as a
 * writer sees it before running `npm run diagrams`: Mermaid draws it in the
 * browser once it nears the screen. Routed only when GLADYS_TEST_ROUTES=true.
 */
export default function DiagramPage(): ReactNode {
  return (
    <Layout title="Diagram test">
      <main className="container margin-vert--lg">
        <h1>Diagram test</h1>
        <Mermaid value={'flowchart LR\n  A["Not drawn yet"] --> B["Drawn in the browser"]'} />
      </main>
    </Layout>
  );
}
