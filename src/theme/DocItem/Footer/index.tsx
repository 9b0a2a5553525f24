import type {ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {TranslationNeedsUpdate} from '@site/src/components/TranslationStatus';

type Props = WrapperProps<typeof FooterType>;

/**
 * Wraps the doc footer (edit link, last update date): on an English doc whose
 * French translation is older, adds a line saying so under it, with a link to
 * edit the French file (src/plugins/translation-freshness).
 */
export default function FooterWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <Footer {...props} />
      <TranslationNeedsUpdate source={metadata.source} />
    </>
  );
}
