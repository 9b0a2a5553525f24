import React, {useEffect, useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {
  browserStorage,
  loadAnalyticsScript,
  readConsent,
  storeConsent,
  type ConsentChoice,
} from './consent';
import styles from './styles.module.css';

/** Props of {@link AnalyticsConsent}. */
export type AnalyticsConsentProps = {
  /** Absolute URL of the analytics script, or null when analytics are not configured. */
  scriptUrl: string | null;
};

/**
 * Asks the visitor whether they accept audience measurement, and loads the
 * analytics script only after they agree. Renders nothing when no script is
 * configured, nor once the visitor has answered (the answer is kept in
 * localStorage, see ./consent.ts). Nothing is rendered on the server: the
 * stored answer is only known in the browser, and the banner is fixed at the
 * bottom of the viewport, so it shifts no content when it appears.
 */
export default function AnalyticsConsent({scriptUrl}: AnalyticsConsentProps): ReactNode {
  // undefined: not read yet (server render and first client render).
  const [choice, setChoice] = useState<ConsentChoice | null | undefined>(undefined);

  useEffect(() => {
    if (scriptUrl) {
      setChoice(readConsent(browserStorage()));
    }
  }, [scriptUrl]);

  useEffect(() => {
    if (scriptUrl && choice === 'granted') {
      loadAnalyticsScript(document, scriptUrl);
    }
  }, [scriptUrl, choice]);

  if (!scriptUrl || choice !== null) {
    return null;
  }
  const answer = (value: ConsentChoice) => () => {
    storeConsent(browserStorage(), value);
    setChoice(value);
  };
  return (
    <section
      className={styles.banner}
      aria-label={translate({id: 'consent.label', message: 'Audience measurement'})}>
      <p className={styles.text}>
        <Translate id="consent.text">
          May we measure the audience of this site? The figures are anonymous and only help us
          improve it. Nothing is loaded unless you accept.
        </Translate>
      </p>
      <div className={styles.actions}>
        <button type="button" className="button button--secondary" onClick={answer('denied')}>
          <Translate id="consent.decline">Decline</Translate>
        </button>
        <button type="button" className="button button--primary" onClick={answer('granted')}>
          <Translate id="consent.accept">Accept</Translate>
        </button>
      </div>
    </section>
  );
}
