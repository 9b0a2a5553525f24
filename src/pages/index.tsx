import type {ReactNode} from 'react';
import messages from '@locale/pages/home.json';
import HomePage from './_components/HomePage';

/** Home page (`/`), with its words from `i18n/<locale>/pages/home.json`. */
export default function Home(): ReactNode {
  return <HomePage copy={messages} />;
}
