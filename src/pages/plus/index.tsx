import type {ReactNode} from 'react';
import messages from '@locale/pages/plus.json';
import PlusPage from './_components/PlusPage';

/** Gladys Plus page (`/plus/`), with its words from `i18n/<locale>/pages/plus.json`. */
export default function Plus(): ReactNode {
  return <PlusPage copy={messages} />;
}
