import React, {type ReactNode} from 'react';
import Root from '@theme-original/Root';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import AnalyticsConsent from '@site/src/components/AnalyticsConsent';

/**
 * Wraps the app root to mount the analytics consent banner once for every
 * page. The banner renders nothing unless `ANALYTICS_SCRIPT_URL` was set at
 * build time (`customFields.analyticsScriptUrl`).
 */
export default function RootWrapper({children}: {children: ReactNode}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const url = siteConfig.customFields?.analyticsScriptUrl;
  return (
    <Root>
      {children}
      <AnalyticsConsent scriptUrl={typeof url === 'string' ? url : null} />
    </Root>
  );
}
