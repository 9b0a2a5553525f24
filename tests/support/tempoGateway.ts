/**
 * A stand-in for the Gladys servers' Tempo route, for the tests of `functions/api/tempo.ts`:
 * a local HTTP server whose answer the test chooses before each request, and which records every
 * request it receives (method and URL), so a test can check what the Function asked for.
 *
 * Behaviours: `good` answers `{"today":"blue","tomorrow":"white"}` with a current `Date` header
 * (the shape of `GET /edf/tempo/today`); `error` answers 500; `malformed` answers 200 with a
 * colour outside the allowed set; `hang` never answers (the Function must give up on its own).
 * With `good`, `GET /edf/tempo/historical` answers the rows of `historicalRows` (the shape of that
 * route: `{created_at, day_type}` per day), for the refresh script's tests.
 */
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';

/** What the stand-in does with the next requests. */
export type GatewayBehaviour = 'good' | 'error' | 'malformed' | 'hang';

/** A running stand-in. */
export type TempoGateway = {
  /** Its base URL, `http://127.0.0.1:<port>`. */
  url: string;
  /** Every request received so far, oldest first. */
  requests: {method: string; url: string}[];
  /** Changes what the next requests get. */
  set(behaviour: GatewayBehaviour): void;
  /** Stops it, dropping requests left hanging. */
  close(): Promise<void>;
};

/** The season history `good` gives: two blue days, one white, one red (September 2026). */
export const historicalRows = [
  {created_at: '2026-09-01', day_type: 'blue'},
  {created_at: '2026-09-02', day_type: 'blue'},
  {created_at: '2026-09-03', day_type: 'white'},
  {created_at: '2026-09-04', day_type: 'red'},
];

/** Starts a stand-in on a free port of 127.0.0.1, answering `good` until told otherwise. */
export function startTempoGateway(): Promise<TempoGateway> {
  let behaviour: GatewayBehaviour = 'good';
  const requests: TempoGateway['requests'] = [];
  const hanging = new Set<ServerResponse>();
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    requests.push({method: request.method ?? '', url: request.url ?? ''});
    if (behaviour === 'hang') {
      hanging.add(response);
      return;
    }
    if (behaviour === 'error') {
      response.writeHead(500, {'Content-Type': 'application/json'});
      response.end('{"status":500}');
      return;
    }
    const historical = behaviour === 'good' && request.url?.startsWith('/edf/tempo/historical');
    const body = historical
      ? historicalRows
      : behaviour === 'good'
        ? {today: 'blue', tomorrow: 'white'}
        : {today: 'purple', tomorrow: '<script>'};
    response.writeHead(200, {
      'Content-Type': 'application/json',
      'Cache-Control': 'public, max-age=3600',
    });
    response.end(JSON.stringify(body));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        requests,
        set: (next) => {
          behaviour = next;
        },
        close: () =>
          new Promise<void>((done) => {
            for (const response of hanging) response.destroy();
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
