import type {LoadContext, Plugin} from '@docusaurus/types';
import path from 'node:path';

/** Options of {@link testRoutesPlugin}. */
export type TestRoutesOptions = {
  /** Add the routes (true) or nothing (false). */
  enabled: boolean;
};

/**
 * Adds routes that exist only for the end-to-end tests, such as a page that
 * throws while rendering (to check the 'This page crashed.' screen), a page
 * whose lazily loaded module the test makes fail, then load (the module error
 * box with Retry, and the loading indicator delay), and a page showing the
 * analytics consent banner with a local script URL.
 *
 * Active only when `enabled` (config/plugins.ts passes `testRoutes` of the
 * site's settings: the environment variable `GLADYS_TEST_ROUTES` is `true`, as
 * the test runner sets it); a production build (`npm run build`) has none of
 * these routes.
 *
 * @returns a Docusaurus plugin; with the flag off it adds no route.
 */
export default function testRoutesPlugin(
  _context: LoadContext,
  {enabled}: TestRoutesOptions,
): Plugin {
  return {
    name: 'gladys-test-routes',
    async contentLoaded({actions}) {
      if (!enabled) {
        return;
      }
      actions.addRoute({
        path: `${_context.baseUrl}__test__/crash/`,
        component: path.join(__dirname, 'CrashPage.tsx'),
        exact: true,
      });
      actions.addRoute({
        path: `${_context.baseUrl}__test__/module/`,
        component: path.join(__dirname, 'ModuleErrorPage.tsx'),
        exact: true,
      });
      actions.addRoute({
        path: `${_context.baseUrl}__test__/consent/`,
        component: path.join(__dirname, 'ConsentPage.tsx'),
        exact: true,
      });
    },
  };
}
