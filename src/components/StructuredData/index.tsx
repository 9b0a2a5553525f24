import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {jsonLdScriptText} from '@site/src/lib/structuredData';

/** Props of {@link StructuredData}. */
export type StructuredDataProps = {
  /** A schema.org object with `@context` (see src/lib/structuredData.ts); null renders nothing. */
  data: object | null;
};

/**
 * Puts one JSON-LD block in the page's `<head>`. Browsers never run it, so
 * the Content-Security-Policy needs no hash for it.
 */
export default function StructuredData({data}: StructuredDataProps): ReactNode {
  if (!data) return null;
  return (
    <Head>
      <script type="application/ld+json">{jsonLdScriptText(data)}</script>
    </Head>
  );
}
