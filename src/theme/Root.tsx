import React, {type ReactNode} from 'react';
import Root from '@theme-original/Root';
import AnalyticsConsent from '@site/src/components/AnalyticsConsent';
import {useSiteFields} from '@site/src/lib/siteFields';

/**
 * Wraps the app root to mount the analytics consent banner once for every
 * page. The banner renders nothing unless `ANALYTICS_SCRIPT_URL` was set at
 * build time (`analyticsScriptUrl` of {@link useSiteFields}).
 */
export default function RootWrapper({children}: {children: ReactNode}): ReactNode {
  const {analyticsScriptUrl} = useSiteFields();
  return (
    <Root>
      {children}
      <AnalyticsConsent scriptUrl={analyticsScriptUrl} />
    </Root>
  );
}
