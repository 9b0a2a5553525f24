/**
 * Command line of the static server (scripts/lib/server.ts), which behaves like the production
 * host; playwright.config.ts and tests/e2e/offline.spec.ts start it:
 *
 *   node --import tsx tests/support/server.ts [--dir build] [--port 3210] [--host localhost]
 *
 * It prints `Serving <dir> … at <url>/` once it listens. Tests may also import `startServer` and
 * `contentTypes` from here.
 */
import {pathToFileURL} from 'node:url';
import {startServer} from '../../scripts/lib/server.ts';

export {contentTypes, startServer, type ServerOptions} from '../../scripts/lib/server.ts';

/** Value of a `--name value` command-line option, or `fallback` when it is absent. */
export function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 && process.argv[index + 1] ? process.argv[index + 1]! : fallback;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = option('dir', 'build');
  startServer({
    dir,
    port: Number(option('port', process.env.PORT ?? '3210')),
    host: option('host', 'localhost'),
  }).then(
    ({url}) => console.log(`Serving ${dir} with its _headers and _redirects at ${url}/`),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
