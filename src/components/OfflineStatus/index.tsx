import {useEffect, useState, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

/**
 * True once a service worker is active for the current page's scope: the
 * offline-reading worker of src/plugins/offline activates only after it has
 * stored every doc page of the locale, so the docs can then be read offline.
 * False during server rendering, in browsers without service workers, and
 * under `npm start` (no worker in development).
 */
export function useOfflineReady(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return undefined;
    let live = true;
    void navigator.serviceWorker.ready.then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, []);
  return ready;
}

/**
 * A line saying that the docs of this language are saved in the browser and
 * readable offline, shown once the service worker is active
 * ({@link useOfflineReady}); renders nothing before.
 */
export default function OfflineStatus(): ReactNode {
  const ready = useOfflineReady();
  if (!ready) return null;
  return (
    <p className={styles.note} data-offline-status="ready">
      <Translate
        id="footer.offline.ready"
        description="Footer line shown once the docs are stored by the service worker">
        The docs are saved in this browser: you can read them offline.
      </Translate>
    </p>
  );
}
