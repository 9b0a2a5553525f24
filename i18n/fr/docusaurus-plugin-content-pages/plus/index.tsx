import type {ReactNode} from 'react';
import PlusPage from '@site/src/pages/plus/_components/PlusPage';
import copy from './_copy.json';

/** French route of the Gladys Plus page (`/fr/plus/`): the page with its French copy. */
export default function Plus(): ReactNode {
  return <PlusPage copy={copy} />;
}
