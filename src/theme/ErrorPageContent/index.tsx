import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';
import ErrorPageContent from '@theme-original/ErrorPageContent';
import type ErrorPageContentType from '@theme/ErrorPageContent';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof ErrorPageContentType>;

/**
 * Wraps the theme's crash screen ('This page crashed.' with Try again) to give
 * the document the title 'Page Error', translated, so the tab names the failure.
 */
export default function ErrorPageContentWrapper(props: Props): ReactNode {
  return (
    <>
      <Head>
        <title>
          {translate({
            id: 'errorPage.title',
            message: 'Page Error',
            description: 'Document title of the crash screen',
          })}
        </title>
      </Head>
      <ErrorPageContent {...props} />
    </>
  );
}
