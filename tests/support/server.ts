/**
 * Command line of the static server (scripts/lib/server.ts), which behaves like the production
 * host; playwright.config.ts and tests/e2e/offline.spec.ts start it:
 *
 *   node --import tsx tests/support/server.ts [--dir build] [--port 3210] [--host localhost]
 *
 * It prints `Serving <dir> … at <url>/` once it listens. Code that needs the server in-process
 * imports `startServer` from scripts/lib/server.ts.
 */
import {pathToFileURL} from 'node:url';
import {parseArgs} from 'node:util';
import {startServer} from '../../scripts/lib/server.ts';

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const {values} = parseArgs({
    options: {
      dir: {type: 'string', default: 'build'},
      port: {type: 'string', default: process.env.PORT ?? '3210'},
      host: {type: 'string', default: 'localhost'},
    },
  });
  const {dir} = values;
  startServer({dir, port: Number(values.port), host: values.host}).then(
    ({url}) => console.log(`Serving ${dir} with its _headers and _redirects at ${url}/`),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
