/**
 * What the write endpoints of the product's REST API take in their body, and
 * what the device reads answer, read by hand from the product's source at the
 * reference commit (`src/data/product/rest-api.json`, `source.commit`): the
 * controllers in `server/api/controllers/`, the functions of `server/lib/`
 * they call, and the validations of `server/models/`. The product's apidoc
 * comments omit most bodies, so `scripts/product-extract.ts` cannot find them.
 *
 * Keys are `METHOD path` exactly as `rest-api.json` lists the endpoint;
 * `tests/data/restBodies.test.ts` fails on a key that names no endpoint, on a
 * write endpoint left out, and on an example that disagrees with its fields.
 * Pure data: no Docusaurus import, so the tests and `src/lib/restApi.ts` load it.
 * Types are written as JSON types (`string`, `number`, `boolean`, `object`,
 * `string[]`…) or as a union of the accepted literals (`'admin' | 'habitant'`).
 */

/** One field of a JSON body. */
export type BodyField = {
  /** Field name, top level of the body. */
  name: string;
  /** JSON type, or the union of accepted values. */
  type: string;
  /** True when the server refuses the call, or does nothing useful, without it. */
  required: boolean;
  /** A value that works. Required fields always have one; the curl example uses every field that has one. */
  example?: unknown;
  /** True when the field arrived after the latest release tag (shown with the "Next version" badge). */
  nextVersion?: boolean;
};

/** Why an endpoint takes no body, shown translated by the reference. */
export type NoBodyReason =
  /** Everything the call needs is in its path (and its credential). */
  | 'path'
  /** The call runs a job or an action on the server and reads nothing from the body. */
  | 'action';

/** The body of one write endpoint. */
export type RestBody =
  | {kind: 'object'; fields: BodyField[]}
  | {
      /** The body is a JSON array, not an object. */
      kind: 'array';
      /** Type of the items. */
      items: string;
      example: unknown[];
    }
  | {
      /** The body is the raw bytes of a file, sent with its own `Content-Type`. */
      kind: 'raw';
      contentType: string;
      /** The file the curl example sends. */
      file: string;
    }
  | {kind: 'none'; reason: NoBodyReason};

/** A caveat the reference shows under an endpoint, translated by the component. */
export type RestWarning =
  /** 4.86.1: `POST /api/v1/light/:device_selector/on` answers 200 and switches nothing on. */
  'lightTurnOnDoesNothing';

/** What the reference knows of one write endpoint beyond the extract. */
export type RestBodyEntry = {
  /** The product files the body was read from, relative to the product's repository. */
  source: string[];
  body: RestBody;
  /** True when the endpoint arrived after the latest release tag. */
  nextVersion?: boolean;
  /**
   * The body as the latest release tag (`tag` in `src/data/product/next-version.json`) reads
   * it, when its shape differs from `body` beyond the fields marked `nextVersion`. The docs of
   * the released version show it instead of `body`.
   */
  released?: RestBody;
  warning?: RestWarning;
};

/** Shorthand for a required field. */
const req = (name: string, type: string, example: unknown): BodyField => ({
  name,
  type,
  required: true,
  example,
});
/** Shorthand for an optional field, with an example or none. */
const opt = (name: string, type: string, example?: unknown): BodyField => ({
  name,
  type,
  required: false,
  ...(example === undefined ? {} : {example}),
});
/** The same fields, all optional: the body of an update that takes any subset. */
const allOptional = (fields: BodyField[]): BodyField[] =>
  fields.map((f) => ({...f, required: false}));

const C = 'server/api/controllers/';
const none = (reason: NoBodyReason = 'path'): RestBody => ({kind: 'none', reason});
const object = (...fields: BodyField[]): RestBody => ({kind: 'object', fields});

const areaFields = [
  req('name', 'string', 'Office'),
  req('latitude', 'number', 48.8566),
  req('longitude', 'number', 2.3522),
  req('radius', 'number', 100),
  req('color', 'string', '#3b82f6'),
  opt('selector', 'string'),
];
const calendarFields = [
  req('name', 'string', 'Family'),
  req('description', 'string', 'Shared family calendar'),
  opt('color', 'string', '#e8590c'),
  opt('shared', 'boolean'),
  opt('sync', 'boolean'),
  opt('notify', 'boolean'),
];
const calendarEventFields = [
  req('name', 'string', 'Dentist'),
  req('start', 'string (ISO 8601 date)', '2026-12-01T09:00:00.000Z'),
  opt('end', 'string (ISO 8601 date)', '2026-12-01T10:00:00.000Z'),
  opt('full_day', 'boolean'),
  opt('description', 'string'),
  opt('location', 'string'),
  opt('url', 'string'),
];
const dashboardFields = [
  req('name', 'string', 'Home'),
  req('type', "'main'", 'main'),
  req('visibility', "'private' | 'public'", 'private'),
  req('boxes', 'object[] (sections: {columns: box[][], widths?: number[]})', [{columns: [[]]}]),
  opt('selector', 'string'),
  {...opt('icon', 'string'), nextVersion: true},
  {
    ...opt(
      'background_scene',
      "'horizon' | 'aurora' | 'dusk' | 'forest' | 'lagoon' | 'sand' | 'lavender' | 'mist'",
    ),
    nextVersion: true,
  },
  {...opt('width', "'standard' | 'full'"), nextVersion: true},
];
/** The dashboard fields as the latest release reads them: `boxes` is an array of columns. */
const releasedDashboardFields = [
  req('name', 'string', 'Home'),
  req('type', "'main'", 'main'),
  req('visibility', "'private' | 'public'", 'private'),
  req('boxes', 'box[][] (one array of widgets per column)', [[]]),
  opt('selector', 'string'),
];
const houseFields = [
  req('name', 'string (1–40 characters)', 'Home'),
  opt('latitude', 'number', 48.8566),
  opt('longitude', 'number', 2.3522),
  opt('alarm_code', 'string (4–8 digits)'),
  opt('alarm_delay_before_arming', 'integer (seconds, default 10)'),
];
const userFields = [
  req('firstname', 'string', 'Ada'),
  opt('lastname', 'string', 'Lovelace'),
  opt('email', 'string (lowercase email)', 'ada@example.com'),
  req('password', 'string (8 characters or more)', 'CHOOSE_A_PASSWORD'),
  req('role', "'admin' | 'habitant' | 'guest'", 'habitant'),
  req('birthdate', 'string (YYYY-MM-DD)', '1990-12-10'),
  req('language', "'en' | 'fr' | 'de'", 'en'),
  opt('temperature_unit_preference', "'celsius' | 'fahrenheit'"),
  opt('distance_unit_preference', "'metric' | 'us'"),
  opt('picture', 'string (data URI)'),
];
const sceneFields = [
  req('name', 'string', 'Cinema'),
  req('icon', 'string (an icon name of server/config/icons.json)', 'film'),
  req('actions', 'object[][] (groups of actions, run in order)', [
    [{type: 'light.turn-off', devices: ['living-room-lamp']}],
  ]),
  opt('triggers', 'object[]', []),
  opt('active', 'boolean', true),
  opt('description', 'string'),
  opt('selector', 'string'),
  opt('tags', '{name: string}[]'),
];

/**
 * Read endpoints that arrived after the latest release tag, keyed `METHOD path` as in
 * `rest-api.json` (write endpoints carry `nextVersion` in {@link restBodies}). Read from the
 * diff of `server/api/routes.js` between the tag and the reference commit.
 */
export const readsAfterRelease: string[] = [
  'GET /api/v1/scene/running',
  'GET /api/v1/dashboard_asset/:dashboard_asset_id',
];

/** The body of every write endpoint, keyed `METHOD path` as in `rest-api.json`. */
export const restBodies: Record<string, RestBodyEntry> = {
  // Area
  'POST /api/v1/area': {
    source: [`${C}area.controller.js`, 'server/models/area.js'],
    body: object(...areaFields),
  },
  'PATCH /api/v1/area/:area_selector': {
    source: [`${C}area.controller.js`, 'server/models/area.js'],
    body: object(
      ...allOptional(areaFields).map((f) =>
        f.name === 'radius' ? {...f, example: 250} : {...f, example: undefined},
      ),
    ),
  },
  // Calendar
  'POST /api/v1/calendar': {
    source: [`${C}calendar.controller.js`, 'server/models/calendar.js'],
    body: object(...calendarFields),
  },
  'PATCH /api/v1/calendar/:calendar_selector': {
    source: [`${C}calendar.controller.js`, 'server/models/calendar.js'],
    body: object(
      ...allOptional(calendarFields).map((f) =>
        f.name === 'notify' ? {...f, example: true} : {...f, example: undefined},
      ),
    ),
  },
  'POST /api/v1/calendar/:calendar_selector/event': {
    source: [
      `${C}calendar.controller.js`,
      'server/lib/calendar/calendar.createEvent.js',
      'server/models/calendar_event.js',
    ],
    body: object(...calendarEventFields),
  },
  'PATCH /api/v1/calendar/event/:calendar_event_selector': {
    source: [`${C}calendar.controller.js`, 'server/models/calendar_event.js'],
    body: object(
      ...allOptional(calendarEventFields).map((f) =>
        f.name === 'start'
          ? {...f, example: '2026-12-01T14:00:00.000Z'}
          : {...f, example: undefined},
      ),
    ),
  },
  // Camera
  'POST /api/v1/camera/:camera_selector/image': {
    source: [`${C}camera.controller.js`, 'server/lib/device/camera/camera.setImage.js'],
    body: object(
      req('image', 'string (data URI, 150 KB at most)', 'image/jpg;base64,/9j/4AAQSkZJRg...'),
    ),
  },
  // Dashboard
  'POST /api/v1/dashboard': {
    source: [`${C}dashboard.controller.js`, 'server/models/dashboard.js'],
    body: object(...dashboardFields),
    released: object(...releasedDashboardFields),
  },
  'PATCH /api/v1/dashboard/:dashboard_selector': {
    source: [`${C}dashboard.controller.js`, 'server/models/dashboard.js'],
    body: object(
      ...allOptional(dashboardFields).map((f) =>
        f.name === 'name' ? f : {...f, example: undefined},
      ),
    ),
    released: object(
      ...allOptional(releasedDashboardFields).map((f) =>
        f.name === 'name' ? f : {...f, example: undefined},
      ),
    ),
  },
  'POST /api/v1/dashboard/order': {
    source: [`${C}dashboard.controller.js`, 'server/lib/dashboard/dashboard.updateOrder.js'],
    body: {kind: 'array', items: 'string (dashboard selector)', example: ['home', 'energy']},
  },
  'POST /api/v1/dashboard_asset/:dashboard_selector': {
    source: [`${C}dashboard.controller.js`, 'server/lib/dashboard/dashboard.createAsset.js'],
    nextVersion: true,
    body: object(
      req('content_type', "'image/png' | 'image/jpeg' | 'image/webp'", 'image/png'),
      req('data', 'string (base64, 4 MB at most)', 'iVBORw0KGgoAAAANSUhEUg...'),
    ),
  },
  // Device
  'POST /api/v1/device': {
    source: [
      `${C}device.controller.js`,
      'server/lib/device/device.create.js',
      'server/models/device.js',
      'server/models/device_feature.js',
    ],
    body: object(
      req('service_id', 'string (uuid of the integration)', 'SERVICE_ID'),
      req('name', 'string', 'Kitchen sensor'),
      req('external_id', 'string (unique)', 'mqtt:kitchen-sensor'),
      opt('selector', 'string'),
      opt('room_id', 'string (uuid)'),
      opt('model', 'string'),
      opt('should_poll', 'boolean'),
      opt('poll_frequency', 'integer (milliseconds)'),
      opt(
        'features',
        'object[] (name, external_id, category, type, read_only, has_feedback, min, max, unit…)',
        [
          {
            name: 'Temperature',
            external_id: 'mqtt:kitchen-sensor:temperature',
            category: 'temperature-sensor',
            type: 'decimal',
            unit: 'celsius',
            read_only: true,
            has_feedback: false,
            min: -20,
            max: 50,
          },
        ],
      ),
      opt('params', '{name: string, value: string}[]'),
    ),
  },
  'POST /api/v1/device/:device_selector/:feature_category/:feature_type/value': {
    source: [`${C}device.controller.js`, 'server/lib/scene/scene.actions.js'],
    body: object(req('value', 'number | string', 1)),
  },
  'POST /api/v1/device_feature/:device_feature_selector/value': {
    source: [
      `${C}device.controller.js`,
      'server/lib/scene/scene.actions.js',
      'server/lib/device/device.setValue.js',
    ],
    body: object(req('value', 'number | string (text features)', 1)),
  },
  'POST /api/v1/device/purge_all_sqlite_state': {
    source: [`${C}device.controller.js`],
    body: none('action'),
  },
  'POST /api/v1/device/migrate_from_sqlite_to_duckdb': {
    source: [`${C}device.controller.js`],
    body: none('action'),
  },
  'PATCH /api/v1/device_feature/:device_feature_selector': {
    source: [`${C}device.controller.js`, 'server/lib/device/device.updateFeature.js'],
    body: object(opt('energy_parent_id', 'string (uuid of a feature) | null', null)),
  },
  'POST /api/v1/device/:device_selector/migrate': {
    source: [`${C}device.controller.js`, 'server/lib/device/device.migrate.js'],
    body: object(
      req('destination_device_selector', 'string', 'new-kitchen-plug'),
      opt('features_mapping', 'object (source feature selector → destination feature selector)', {
        'old-kitchen-plug-power': 'new-kitchen-plug-power',
      }),
    ),
  },
  // External integrations (admin)
  'POST /api/v1/external_integration/:selector/hardware': {
    source: [`${C}externalIntegration.controller.js`],
    body: object(
      req('granted_devices', 'string[] (hardware classes of the manifest)', ['coral-usb']),
    ),
  },
  'POST /api/v1/external_integration': {
    source: [`${C}externalIntegration.controller.js`, 'docs/specs/external-integrations.md'],
    body: object(
      opt(
        'store_slug',
        'string (owner/repo, one of the three modes)',
        'john/gladys-open-meteo-demo',
      ),
      opt('repo_url', 'string (GitHub URL, one of the three modes)'),
      opt('docker_image', 'string (with manifest: the development mode)'),
      opt('manifest', 'object'),
      opt('granted_devices', 'string[]'),
    ),
  },
  'POST /api/v1/external_integration/store/refresh': {
    source: [`${C}externalIntegration.controller.js`],
    body: none('action'),
  },
  'POST /api/v1/external_integration/:selector/update': {
    source: [`${C}externalIntegration.controller.js`],
    body: none(),
  },
  'POST /api/v1/external_integration/:selector/scan': {
    source: [`${C}externalIntegration.controller.js`],
    body: none(),
  },
  'POST /api/v1/external_integration/:selector/config': {
    source: [`${C}externalIntegration.controller.js`, 'docs/specs/external-integrations.md'],
    body: object(req('config', 'object (keys of the manifest’s config_schema)', {city: 'Paris'})),
  },
  'POST /api/v1/external_integration/:selector/oauth/authorize_url': {
    source: [`${C}externalIntegration.controller.js`, 'docs/specs/external-integrations.md'],
    body: object(
      req('key', 'string (config field key)', 'account'),
      opt(
        'redirect_uri',
        'string (required for an oauth2 field)',
        'http://GLADYS_IP_ADDRESS/dashboard/integration/oauth',
      ),
    ),
  },
  'POST /api/v1/external_integration/:selector/oauth/callback': {
    source: [`${C}externalIntegration.controller.js`, 'docs/specs/external-integrations.md'],
    body: object(
      req('key', 'string', 'account'),
      req('code', 'string', 'CODE_FROM_PROVIDER'),
      req('state', 'string', 'STATE_FROM_PROVIDER'),
      opt('redirect_uri', 'string'),
    ),
  },
  'POST /api/v1/external_integration/:selector/action/:key': {
    source: [`${C}externalIntegration.controller.js`, 'docs/specs/external-integrations.md'],
    body: object(opt('fields', "object (values of the action's fields)", {})),
  },
  'POST /api/v1/external_integration/:selector/start': {
    source: [`${C}externalIntegration.controller.js`],
    body: none(),
  },
  'POST /api/v1/external_integration/:selector/stop': {
    source: [`${C}externalIntegration.controller.js`],
    body: none(),
  },
  'POST /api/v1/external_integration/:selector/restart': {
    source: [`${C}externalIntegration.controller.js`],
    body: none(),
  },
  'POST /api/v1/external_integration/:selector/link_code': {
    source: [`${C}externalIntegration.controller.js`],
    body: none(),
  },
  'POST /api/v1/external_integration/:selector/contact_profile': {
    source: [`${C}externalIntegration.controller.js`],
    body: object(
      req('values', "object (keys of the manifest's contact_schema)", {phone: '+33600000000'}),
    ),
  },
  // Gladys Plus (Gateway)
  'POST /api/v1/gateway/login': {
    source: [`${C}gateway.controller.js`],
    body: object(
      req('email', 'string', 'you@example.com'),
      req('password', 'string', 'YOUR_PLUS_PASSWORD'),
    ),
  },
  'POST /api/v1/gateway/logout': {source: [`${C}gateway.controller.js`], body: none('action')},
  'POST /api/v1/gateway/login-two-factor': {
    source: [`${C}gateway.controller.js`],
    body: object(
      req('two_factor_token', 'string (from the login answer)', 'TWO_FACTOR_TOKEN'),
      opt(
        'two_factor_code',
        'string (6 digits; required without two_factor_recovery_code)',
        '123456',
      ),
      {...opt('two_factor_recovery_code', 'string'), nextVersion: true},
      {...opt('generate_recovery_codes', 'boolean'), nextVersion: true},
    ),
    released: object(
      req('two_factor_token', 'string (from the login answer)', 'TWO_FACTOR_TOKEN'),
      req('two_factor_code', 'string (6 digits)', '123456'),
    ),
  },
  'POST /api/v1/gateway/configure-two-factor': {
    source: [`${C}gateway.controller.js`],
    body: object(req('access_token', 'string (Gladys Plus access token)', 'PLUS_ACCESS_TOKEN')),
  },
  'POST /api/v1/gateway/enable-two-factor': {
    source: [`${C}gateway.controller.js`],
    body: object(
      req('access_token', 'string', 'PLUS_ACCESS_TOKEN'),
      req('two_factor_code', 'string', '123456'),
    ),
  },
  'PATCH /api/v1/gateway/key': {
    source: [`${C}gateway.controller.js`, 'server/lib/gateway/gateway.saveUsersKeys.js'],
    body: {
      kind: 'array',
      items: 'object (the users of GET /api/v1/gateway/key, each with accepted: boolean)',
      example: [{id: 'PLUS_USER_ID', accepted: true}],
    },
  },
  'POST /api/v1/gateway/backup-key': {
    source: [`${C}gateway.controller.js`],
    body: object(req('backup_key', 'string', 'YOUR_BACKUP_KEY')),
  },
  'POST /api/v1/gateway/backup': {source: [`${C}gateway.controller.js`], body: none('action')},
  'POST /api/v1/gateway/backup/restore': {
    source: [`${C}gateway.controller.js`],
    body: object(
      req('file_url', 'string (a backup of GET /api/v1/gateway/backup)', 'BACKUP_FILE_URL'),
    ),
  },
  'POST /api/v1/gateway/aichat/chat': {
    source: [`${C}gateway.controller.js`, 'server/lib/gateway/gateway.aiChat.js'],
    body: object(
      req('messages', '{role: string, content: string}[] (OpenAI-compatible)', [
        {role: 'user', content: 'Hello'},
      ]),
      opt('model', 'string (a model of GET /api/v1/gateway/aichat/models)'),
    ),
  },
  'POST /api/v1/gateway/stt': {
    source: [`${C}gateway.controller.js`],
    body: {kind: 'raw', contentType: 'audio/wav', file: 'recording.wav'},
  },
  'POST /api/v1/gateway/voice': {
    source: [`${C}gateway.controller.js`],
    body: {kind: 'raw', contentType: 'audio/wav', file: 'recording.wav'},
  },
  'POST /api/v1/gateway/tts': {
    source: [`${C}gateway.controller.js`],
    body: object(req('text', 'string', 'Dinner is ready')),
  },
  'POST /api/v1/gateway/refresh-latest-gladys-version': {
    source: [`${C}gateway.controller.js`],
    body: none('action'),
  },
  'POST /api/v1/gateway/weekly-digest/send': {
    source: [`${C}gateway.controller.js`],
    body: none('action'),
  },
  'POST /api/v1/gateway/weekly-digest/reschedule': {
    source: [`${C}gateway.controller.js`],
    body: none('action'),
  },
  // House and alarm
  'POST /api/v1/house': {
    source: [`${C}house.controller.js`, 'server/models/house.js'],
    body: object(...houseFields),
  },
  'PATCH /api/v1/house/:house_selector': {
    source: [`${C}house.controller.js`, 'server/models/house.js'],
    body: object(
      ...allOptional(houseFields).map((f) =>
        f.name === 'alarm_delay_before_arming' ? {...f, example: 30} : {...f, example: undefined},
      ),
    ),
  },
  'POST /api/v1/house/:house_selector/user/:user_selector/seen': {
    source: [`${C}house.controller.js`],
    body: none(),
  },
  'POST /api/v1/house/:house_selector/arm': {source: [`${C}house.controller.js`], body: none()},
  'POST /api/v1/house/:house_selector/disarm': {source: [`${C}house.controller.js`], body: none()},
  'POST /api/v1/house/:house_selector/disarm_with_code': {
    source: [`${C}house.controller.js`, 'server/lib/house/house.disarmWithCode.js'],
    body: object(req('code', 'string (the house alarm code)', '1234')),
  },
  'POST /api/v1/house/:house_selector/partial_arm': {
    source: [`${C}house.controller.js`],
    body: none(),
  },
  // HTTP
  'POST /api/v1/http/request': {
    source: [`${C}http.controller.js`, 'server/lib/http/http.request.js'],
    body: object(
      req('method', "'get' | 'post' | 'patch' | 'put' | 'delete'", 'get'),
      req('url', 'string', 'https://example.com/api'),
      opt('body', 'string | object'),
      opt('headers', 'object (header name → value)'),
    ),
  },
  // External integration host API (token of the integration)
  'POST /api/integration/v1/heartbeat': {
    source: [`${C}integrationHost.controller.js`],
    body: none('action'),
  },
  'POST /api/integration/v1/connection_status': {
    source: [`${C}integrationHost.controller.js`, 'docs/specs/external-integrations.md'],
    body: object(
      req('connected', 'boolean', false),
      opt('message', 'object (language → text, en required)', {
        en: 'Token expired, please reconnect.',
      }),
    ),
  },
  'POST /api/integration/v1/discovered_device': {
    source: [`${C}integrationHost.controller.js`, 'docs/specs/external-integrations.md'],
    body: object(
      req('devices', 'object[] (devices with features and params, no service_id nor selector)', [
        {
          name: 'Weather Paris',
          external_id: 'ext:open-meteo-demo:paris',
          features: [
            {
              name: 'Temperature',
              external_id: 'ext:open-meteo-demo:paris:temperature',
              category: 'temperature-sensor',
              type: 'decimal',
              unit: 'celsius',
              min: -50,
              max: 60,
              read_only: true,
              has_feedback: false,
            },
          ],
        },
      ]),
    ),
  },
  'POST /api/integration/v1/state': {
    source: [`${C}integrationHost.controller.js`, 'docs/specs/external-integrations.md'],
    body: object(
      req(
        'states',
        '{device_feature_external_id, state?: number, text?: string, created_at?}[] (100 at most)',
        [{device_feature_external_id: 'ext:open-meteo-demo:paris:temperature', state: 21.5}],
      ),
    ),
  },
  'POST /api/integration/v1/network_discovery/scan': {
    source: [
      `${C}integrationHost.controller.js`,
      'server/lib/external-integration/networkDiscovery/networkDiscovery.runScan.js',
    ],
    body: object(
      req('type', "'udp-broadcast' | 'udp-active-broadcast' | 'mdns' | 'ssdp'", 'udp-broadcast'),
      opt('timeout_seconds', 'integer (1–30)', 10),
      opt('port', 'integer (udp-active-broadcast: required, a port the manifest declares)'),
      opt('payload_base64', 'string (udp-active-broadcast: required, 1–512 bytes once decoded)'),
    ),
  },
  'POST /api/integration/v1/network/wake': {
    source: [`${C}integrationHost.controller.js`, 'docs/specs/external-integrations.md'],
    body: object(
      req('mac', 'string', '64:e4:d5:b4:12:66'),
      opt('address', 'string', '255.255.255.255'),
      opt('port', 'integer', 9),
      opt('sourcePort', 'integer'),
    ),
  },
  'POST /api/integration/v1/camera/image': {
    source: [`${C}integrationHost.controller.js`, 'docs/specs/external-integrations.md'],
    body: object(
      req('device_external_id', 'string', 'ext:tuya-demo:cam'),
      req('image', 'string (data URI, 150 KB at most)', 'image/jpg;base64,/9j/4AAQ...'),
    ),
  },
  'POST /api/integration/v1/device/transport': {
    source: [`${C}integrationHost.controller.js`, 'docs/specs/external-integrations.md'],
    body: object(
      req(
        'transports',
        "{device_external_id, transport: 'local' | 'cloud' | 'unreachable', degraded?, message?}[]",
        [{device_external_id: 'ext:tuya-demo:plug1', transport: 'cloud'}],
      ),
    ),
  },
  'POST /api/integration/v1/config': {
    source: [`${C}integrationHost.controller.js`, 'docs/specs/external-integrations.md'],
    body: object(
      req('config', 'object (merged into the saved configuration)', {pairing_state: 'done'}),
    ),
  },
  'POST /api/integration/v1/message': {
    source: [`${C}integrationHost.controller.js`, 'docs/specs/external-integrations.md'],
    body: object(
      req('contact_id', 'string', 'CONTACT_ID'),
      req('text', 'string', 'Turn on the kitchen light'),
      opt('created_at', 'string (ISO 8601 date)'),
    ),
  },
  'POST /api/integration/v1/contact/link': {
    source: [`${C}integrationHost.controller.js`, 'docs/specs/external-integrations.md'],
    body: object(
      req('code', 'string', 'LINK_CODE'),
      req('contact_id', 'string', 'CONTACT_ID'),
      opt('contact_name', 'string'),
    ),
  },
  'POST /api/integration/v1/container/:name/start': {
    source: [`${C}integrationHost.controller.js`, 'docs/specs/external-integrations.md'],
    body: object(
      opt('env', 'object (variable → value, no GLADYS_ key)', {MQTT_PASSWORD: 'SECRET'}),
    ),
  },
  'POST /api/integration/v1/container/:name/stop': {
    source: [`${C}integrationHost.controller.js`],
    body: none(),
  },
  'POST /api/integration/v1/container/:name/restart': {
    source: [`${C}integrationHost.controller.js`],
    body: none(),
  },
  // Light
  'POST /api/v1/light/:device_selector/on': {
    source: [`${C}light.controller.js`, 'server/lib/scene/scene.actions.js'],
    body: none(),
    warning: 'lightTurnOnDoesNothing',
  },
  // Location
  'POST /api/v1/user/:user_selector/location': {
    source: [`${C}location.controller.js`, 'server/models/location.js'],
    body: object(
      req('latitude', 'number', 48.8566),
      req('longitude', 'number', 2.3522),
      opt('altitude', 'number'),
      opt('accuracy', 'number', 15),
    ),
  },
  // Message
  'POST /api/v1/message': {
    source: [`${C}message.controller.js`],
    body: object(
      req('text', 'string', 'What is the temperature in the kitchen?'),
      opt('model', 'string (Gladys Plus AI model)'),
      opt('id', 'string'),
      opt('created_at', 'string (ISO 8601 date)'),
    ),
  },
  // Room
  'POST /api/v1/house/:house_selector/room': {
    source: [`${C}room.controller.js`, 'server/models/room.js'],
    body: object(req('name', 'string (1–40 characters)', 'Kitchen')),
  },
  'PATCH /api/v1/room/:room_selector': {
    source: [`${C}room.controller.js`, 'server/models/room.js'],
    body: object(opt('name', 'string (1–40 characters)', 'Kitchen')),
  },
  // Scene
  'POST /api/v1/scene': {
    source: [
      `${C}scene.controller.js`,
      'server/models/scene.js',
      'server/lib/scene/scene.create.js',
    ],
    body: object(...sceneFields),
  },
  'PATCH /api/v1/scene/:scene_selector': {
    source: [`${C}scene.controller.js`, 'server/models/scene.js'],
    body: object(
      ...allOptional(sceneFields).map((f) =>
        f.name === 'active' ? {...f, example: false} : {...f, example: undefined},
      ),
    ),
  },
  'POST /api/v1/scene/:scene_selector/start': {source: [`${C}scene.controller.js`], body: none()},
  'POST /api/v1/scene/execution/:execution_id/stop': {
    source: [`${C}scene.controller.js`],
    nextVersion: true,
    body: none(),
  },
  'POST /api/v1/scene/:scene_selector/stop': {
    source: [`${C}scene.controller.js`],
    nextVersion: true,
    body: none(),
  },
  'POST /api/v1/scene/:scene_selector/duplicate': {
    source: [`${C}scene.controller.js`, 'server/lib/scene/scene.duplicate.js'],
    body: object(
      req('name', 'string', 'Cinema (copy)'),
      req('icon', 'string (an icon name of server/config/icons.json)', 'film'),
    ),
  },
  // Service
  'POST /api/v1/service/:service_name/start': {source: [`${C}service.controller.js`], body: none()},
  'POST /api/v1/service/:service_name/stop': {source: [`${C}service.controller.js`], body: none()},
  // Session
  'POST /api/v1/session/:session_id/revoke': {source: [`${C}session.controller.js`], body: none()},
  'POST /api/v1/session/tablet_mode': {
    source: [`${C}session.controller.js`, 'server/lib/session/session.setTabletMode.js'],
    body: object(
      req('tablet_mode', 'boolean', true),
      opt('house', 'string (house selector)', 'main-house'),
    ),
  },
  'POST /api/v1/session/api_key': {
    source: [`${C}session.controller.js`, 'server/lib/session/session.createApiKey.js'],
    body: object(
      opt('useragent', 'string (a name for the key)', 'My script'),
      opt('scope', "string[] (default ['dashboard:write', 'dashboard:read'])", [
        'dashboard:write',
        'dashboard:read',
      ]),
    ),
  },
  // System
  'POST /api/v1/system/upgrade': {source: [`${C}system.controller.js`], body: none('action')},
  'POST /api/v1/system/shutdown': {source: [`${C}system.controller.js`], body: none('action')},
  'POST /api/v1/system/vacuum': {source: [`${C}system.controller.js`], body: none('action')},
  // User
  'POST /api/v1/user': {
    source: [`${C}user.controller.js`, 'server/lib/user/user.create.js', 'server/models/user.js'],
    body: object(...userFields),
  },
  'POST /api/v1/login': {
    source: [`${C}user.controller.js`],
    body: object(
      req('email', 'string', 'you@example.com'),
      req('password', 'string', 'YOUR_PASSWORD'),
      opt('scope', "string[] (default ['dashboard:write', 'dashboard:read'])"),
    ),
  },
  'PATCH /api/v1/user/:user_selector': {
    source: [`${C}user.controller.js`, 'server/models/user.js'],
    body: object(
      ...allOptional(userFields).map((f) => (f.name === 'role' ? f : {...f, example: undefined})),
    ),
  },
  'PATCH /api/v1/me': {
    source: [`${C}user.controller.js`, 'server/models/user.js'],
    body: object(
      ...allOptional(userFields.filter((f) => f.name !== 'role')).map((f) =>
        f.name === 'temperature_unit_preference'
          ? {...f, example: 'celsius'}
          : {...f, example: undefined},
      ),
    ),
  },
  'POST /api/v1/access_token': {
    source: [`${C}user.controller.js`, 'server/lib/session/session.getAccessToken.js'],
    body: object(
      req('refresh_token', 'string', 'YOUR_REFRESH_TOKEN'),
      opt('scope', "string[] (default ['dashboard:write', 'dashboard:read'])"),
    ),
  },
  'POST /api/v1/forgot_password': {
    source: [`${C}user.controller.js`, 'server/lib/user/user.forgotPassword.js'],
    body: object(
      req('email', 'string', 'you@example.com'),
      req('origin', 'string (the address the reset link starts with)', 'http://GLADYS_IP_ADDRESS'),
    ),
  },
  'POST /api/v1/reset_password': {
    source: [`${C}user.controller.js`, 'server/lib/user/user.updatePassword.js'],
    body: object(req('password', 'string (8 characters or more)', 'NEW_PASSWORD')),
  },
  // Variable
  'POST /api/v1/service/:service_name/variable/:variable_key': {
    source: [`${C}variable.controller.js`],
    body: object(
      req('value', 'string', 'VALUE'),
      opt('userRelated', 'boolean (store it for your user only)'),
    ),
  },
  'POST /api/v1/variable/:variable_key': {
    source: [`${C}variable.controller.js`],
    body: object(req('value', 'string', 'VALUE')),
  },
  'POST /api/v1/user/variable/:variable_key': {
    source: [`${C}variable.controller.js`],
    body: object(req('value', 'string', 'VALUE')),
  },
};

/** What a read answers, for the device reads the guide and the reference show. */
export type RestResponse = {
  /** The product files the shape was read from. */
  source: string[];
  /** Query-string parameters the server reads, with their JSON type. */
  query?: BodyField[];
  /** A trimmed answer with every field the server sends at least once. */
  example: unknown;
};

/** A device as the device reads answer it (trimmed to one feature). */
const exampleDevice = {
  id: 'a1f1e9a4-2b8c-4c6e-9d2e-3c0f1b9a7d10',
  service_id: 'c2b5f0a2-6f0e-4a4b-8f7a-0d6e1b2c3d4e',
  room_id: 'd3c6a1b3-7a1f-4b5c-9a8b-1e7f2c3d4e5f',
  name: 'Living room lamp',
  selector: 'living-room-lamp',
  model: null,
  external_id: 'zigbee2mqtt:living_room_lamp',
  should_poll: false,
  poll_frequency: null,
  created_at: '2026-11-02T18:04:11.000Z',
  updated_at: '2026-11-02T18:04:11.000Z',
  features: [
    {
      id: 'e4d7b2c4-8b2f-4c6d-8b9c-2f8a3d4e5f60',
      device_id: 'a1f1e9a4-2b8c-4c6e-9d2e-3c0f1b9a7d10',
      energy_parent_id: null,
      name: 'On/Off',
      selector: 'living-room-lamp-on-off',
      external_id: 'zigbee2mqtt:living_room_lamp:light:binary:state',
      category: 'light',
      type: 'binary',
      read_only: false,
      keep_history: true,
      has_feedback: true,
      unit: null,
      min: 0,
      max: 1,
      step: null,
      last_value: 1,
      last_value_string: null,
      last_value_changed: '2026-11-28T16:21:07.000Z',
      last_hourly_aggregate: '2026-11-28T16:00:00.000Z',
      last_daily_aggregate: '2026-11-28T00:00:00.000Z',
      last_monthly_aggregate: '2026-11-01T00:00:00.000Z',
      created_at: '2026-11-02T18:04:11.000Z',
      updated_at: '2026-11-28T16:21:07.000Z',
      last_value_is_too_old: false,
      supported_options: [],
    },
  ],
  params: [],
  room: {id: 'd3c6a1b3-7a1f-4b5c-9a8b-1e7f2c3d4e5f', name: 'Living room', selector: 'living-room'},
  service: {
    id: 'c2b5f0a2-6f0e-4a4b-8f7a-0d6e1b2c3d4e',
    name: 'zigbee2mqtt',
    selector: 'zigbee2mqtt',
  },
};

/** The answer of the device and feature reads, keyed `METHOD path` as in `rest-api.json`. */
export const restResponses: Record<string, RestResponse> = {
  'GET /api/v1/device': {
    source: [
      `${C}device.controller.js`,
      'server/lib/device/device.get.js',
      'server/utils/deviceQueryIncludes.js',
    ],
    query: [
      opt('search', 'string (part of the name or external_id)', 'lamp'),
      opt('service', 'string (integration name)', 'zigbee2mqtt'),
      opt('device_feature_category', 'string', 'light'),
      opt('device_feature_type', 'string', 'binary'),
      opt('device_feature_selectors', 'string (comma-separated)'),
      opt('model', 'string'),
      opt('take', 'integer'),
      opt('skip', 'integer (default 0)'),
      opt('order_by', 'string (default name)'),
      opt('order_dir', "'ASC' | 'DESC'"),
    ],
    example: [exampleDevice],
  },
  'GET /api/v1/device/:device_selector': {
    source: [`${C}device.controller.js`, 'server/lib/device/device.getBySelector.js'],
    example: {
      ...exampleDevice,
      features: exampleDevice.features.map(({last_value_is_too_old: _, ...f}) => f),
    },
  },
  'GET /api/v1/service/:service_name/device': {
    source: [`${C}device.controller.js`, 'server/lib/device/device.get.js'],
    example: [exampleDevice],
  },
  'GET /api/v1/device_feature/states_history': {
    source: [`${C}device.controller.js`, 'server/lib/device/device.getDeviceStatesHistory.js'],
    query: [
      opt('take', 'integer (default 100, at most 500)', 20),
      opt('before', 'string (ISO 8601 date)'),
      opt('before_id', 'string'),
      opt('since', 'string (ISO 8601 date)'),
      opt('categories', 'string (comma-separated)', 'temperature-sensor'),
      opt('room_id', 'string (uuid)'),
      opt('search', 'string'),
    ],
    example: [
      {
        value: 21.5,
        created_at: '2026-11-28T16:20:00.000Z',
        device_feature: {
          id: 'f5e8c3d5-9c3a-4d7e-9cad-3a9b4e5f6071',
          name: 'Temperature',
          selector: 'kitchen-sensor-temperature',
          category: 'temperature-sensor',
          type: 'decimal',
          unit: 'celsius',
        },
        device: {name: 'Kitchen sensor', selector: 'kitchen-sensor'},
        room: {name: 'Kitchen', selector: 'kitchen'},
      },
    ],
  },
  'GET /api/v1/device_feature/aggregated_states': {
    source: [
      `${C}device.controller.js`,
      'server/lib/device/device.getDeviceFeaturesAggregatesMulti.js',
      'server/lib/device/device.getDeviceFeaturesAggregates.js',
    ],
    query: [
      req(
        'device_features',
        'string (comma-separated feature selectors)',
        'kitchen-sensor-temperature',
      ),
      req('interval', 'integer (minutes back from now)', 1440),
      opt('max_states', 'integer', 100),
      opt('group_by', "'hour' | 'day' | 'week' | 'month' | 'year'"),
      opt('offset', 'integer (minutes)'),
    ],
    example: [
      {
        device: {name: 'Kitchen sensor'},
        deviceFeature: {name: 'Temperature', unit: 'celsius'},
        values: [
          {
            created_at: '2026-11-28T00:00:00.000Z',
            value: 20.8,
            max_value: 21.4,
            min_value: 20.1,
            sum_value: 208,
            count_value: 10,
          },
        ],
      },
    ],
  },
};

/** The example body of an entry as JSON, or `undefined` when it sends none (raw and bodiless calls). */
export function exampleBody(body: RestBody): unknown {
  if (body.kind === 'array') return body.example;
  if (body.kind !== 'object') return undefined;
  const entries = body.fields
    .filter((f) => f.example !== undefined)
    .map((f) => [f.name, f.example]);
  return Object.fromEntries(entries);
}
