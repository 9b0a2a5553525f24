import type {ReactNode} from 'react';
import HomePage from '@site/src/pages/_components/HomePage';
import copy from './_copy';

/** French route of the home page (`/fr/`): the page with its French copy. */
export default function Home(): ReactNode {
  return <HomePage copy={copy} />;
}
