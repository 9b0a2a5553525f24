import type {ReactNode} from 'react';
import Copyright from '@theme-original/Footer/Copyright';
import type CopyrightType from '@theme/Footer/Copyright';
import type {WrapperProps} from '@docusaurus/types';
import OfflineStatus from '@site/src/components/OfflineStatus';

type Props = WrapperProps<typeof CopyrightType>;

/**
 * Wraps the footer's copyright line to add, under it, the note that the docs
 * can be read offline (src/components/OfflineStatus), shown once the service
 * worker of src/plugins/offline has stored them.
 */
export default function CopyrightWrapper(props: Props): ReactNode {
  return (
    <>
      <Copyright {...props} />
      <OfflineStatus />
    </>
  );
}
