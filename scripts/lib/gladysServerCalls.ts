// The calls the Gladys server makes to the servers of the Gladys project (Gladys Plus, the public
// Tempo, Ecowatt and version routes), read from the product's source at one tag: every call of a
// method of its gateway client (`gladysGatewayClient.<method>(` or `gatewayClient.<method>(`)
// outside its tests, grouped into the features a reader knows by the table below.
// Used by scripts/guides-facts.ts (which writes the result into src/data/product/guides-facts.json)
// and by tests/data/guidesServers.test.ts (which compares it with a clone of the product).
import type {ProductRepo} from './productRepo.ts';

/**
 * The features a reader knows, and the product files whose gateway calls serve each one, in the
 * order the guide lists them. `feature` is the key of the feature's name in
 * `i18n/<locale>/components/GladysServerCalls.json` (`features.<key>`). A file that calls the
 * gateway client and is in no list stops {@link gladysServerCalls}: add it here, to an existing
 * feature or to a new one with its names in both locales.
 */
export const gladysServerFeatures: readonly {feature: string; paths: readonly string[]}[] = [
  {
    feature: 'plus-account',
    paths: [
      'server/lib/gateway/gateway.init.js',
      'server/lib/gateway/gateway.login.js',
      'server/lib/gateway/gateway.loginTwoFactor.js',
      'server/lib/gateway/gateway.configureTwoFactor.js',
      'server/lib/gateway/gateway.enableTwoFactor.js',
      'server/lib/gateway/gateway.getUsersKeys.js',
    ],
  },
  {feature: 'remote-access', paths: ['server/lib/gateway/gateway.forwardWebsockets.js']},
  {
    feature: 'camera-streaming',
    paths: [
      'server/services/rtsp-camera/lib/sendCameraFileToGateway.js',
      'server/services/rtsp-camera/lib/stopStreaming.js',
    ],
  },
  {
    feature: 'voice-assistants',
    paths: [
      'server/lib/gateway/gateway.forwardDeviceStateToAlexa.js',
      'server/lib/gateway/gateway.forwardDeviceStateToGoogleHome.js',
    ],
  },
  {
    feature: 'backups',
    paths: [
      'server/lib/gateway/gateway.backup.js',
      'server/lib/gateway/gateway.getBackups.js',
      'server/lib/gateway/gateway.downloadBackup.js',
    ],
  },
  {
    feature: 'ai',
    paths: ['server/lib/gateway/gateway.aiChat.js', 'server/lib/gateway/gateway.getOpenAIQuota.js'],
  },
  {feature: 'speech-to-text', paths: ['server/lib/gateway/gateway.stt.js']},
  {feature: 'text-to-speech', paths: ['server/lib/gateway/gateway.getTTSApiUrl.js']},
  {
    feature: 'enedis',
    paths: [
      'server/lib/gateway/enedis/gateway.enedisGetConsumptionLoadCurve.js',
      'server/lib/gateway/enedis/gateway.enedisGetDailyConsumption.js',
      'server/lib/gateway/enedis/gateway.enedisGetDailyConsumptionMaxPower.js',
    ],
  },
  {
    feature: 'edf-tempo',
    paths: [
      'server/lib/gateway/gateway.getEdfTempo.js',
      'server/lib/gateway/gateway.getEdfTempoHistorical.js',
    ],
  },
  {feature: 'ecowatt', paths: ['server/lib/gateway/gateway.getEcowattSignals.js']},
  {feature: 'version-check', paths: ['server/lib/gateway/gateway.getLatestGladysVersion.js']},
];

/**
 * Methods of the gateway client that never leave the machine: `generateFingerprint` computes a
 * key's fingerprint, `disconnect` closes the connection the client holds.
 */
export const localClientMethods: readonly string[] = ['generateFingerprint', 'disconnect'];

/** The product file whose `params` object is what the version check sends. */
export const versionCheckPath = 'server/lib/gateway/gateway.getLatestGladysVersion.js';

/** One call of the gateway client in the product's source. */
export type GladysServerCall = {
  /** File of the call, from the product's root. */
  path: string;
  /** Line of the call, 1-based. */
  line: number;
  /** The function the call is written in (`backup`, `sendCurrentState`). */
  function: string;
  /** The client method called (`initializeMultiPartBackup`). */
  method: string;
  /**
   * Whether the call needs a Gladys Plus account. The public routes of the Gladys servers (Tempo,
   * Ecowatt, the version check) carry no account token: the client names the caller by its Gladys
   * version instead, so the product passes `…gladys_version` as the first argument. Every other
   * call goes out with the token of the instance's Gladys Plus account.
   */
  needsPlus: boolean;
};

/** The calls of one feature, as {@link gladysServerCalls} returns them. */
export type GladysServerFeature = {
  /** Key of the feature in {@link gladysServerFeatures}. */
  feature: string;
  /** Whether one of its calls needs a Gladys Plus account. */
  needsPlus: boolean;
  /** Its calls, in file and line order. */
  calls: GladysServerCall[];
};

/** A call of the gateway client: the receiver, the method and what follows the parenthesis. */
const callPattern = /\b(?:gladysGatewayClient|gatewayClient)\.(\w+)\(/g;

/**
 * Every call from the product's server to the Gladys servers at `rev`, by feature.
 * @param repo git in a Gladys checkout or bare clone
 * @param rev the tag or commit to read (`v4.86.1`)
 * @returns the features of {@link gladysServerFeatures} that make a call at `rev`, in that order,
 *   and `versionCheckSends`, the names of the fields the version check sends (`params` in
 *   {@link versionCheckPath})
 * @throws Error naming each file and line whose call no feature lists, or when the version check's
 *   `params` cannot be found
 */
export function gladysServerCalls(
  repo: ProductRepo,
  rev: string,
): {features: GladysServerFeature[]; versionCheckSends: string[]} {
  let files: string[];
  try {
    files = repo
      .git('grep', '-l', '-E', '(gladysGatewayClient|gatewayClient)\\.', rev, '--', 'server')
      .trim()
      .split('\n')
      .map((hit) => hit.slice(rev.length + 1))
      .filter((file) => file.endsWith('.js') && !file.startsWith('server/test/'))
      .sort();
  } catch {
    files = [];
  }
  if (files.length === 0) throw new Error(`${rev}: no call of the gateway client found in server/`);
  const featureOf = new Map(
    gladysServerFeatures.flatMap(({feature, paths}) => paths.map((p) => [p, feature] as const)),
  );
  const calls: (GladysServerCall & {feature: string | undefined})[] = [];
  for (const file of files) {
    const lines = repo.show(rev, file).split('\n');
    let current = '(top level)';
    lines.forEach((text, index) => {
      const declared = /^\s*(?:async\s+)?function\s+(\w+)/.exec(text);
      if (declared) current = declared[1]!;
      for (const match of text.matchAll(callPattern)) {
        const method = match[1]!;
        if (localClientMethods.includes(method)) continue;
        const firstArgument = text.slice(match.index + match[0].length);
        calls.push({
          path: file,
          line: index + 1,
          function: current,
          method,
          needsPlus: !/^\s*[\w.]*gladys_version\s*[,)]/.test(firstArgument),
          feature: featureOf.get(file),
        });
      }
    });
  }
  const unnamed = calls.filter((call) => !call.feature);
  if (unnamed.length) {
    throw new Error(
      `calls to the Gladys servers with no feature name in scripts/lib/gladysServerCalls.ts:\n` +
        unnamed.map((c) => `  ${c.path}:${c.line} ${c.method}() in ${c.function}`).join('\n'),
    );
  }
  const features = gladysServerFeatures
    .map(({feature}) => {
      const own = calls
        .filter((call) => call.feature === feature)
        .map(({feature: _, ...call}) => call);
      return {feature, needsPlus: own.some((call) => call.needsPlus), calls: own};
    })
    .filter(({calls: own}) => own.length > 0);

  const params = /const params = \{([^}]*)\}/.exec(repo.show(rev, versionCheckPath));
  if (!params) throw new Error(`${versionCheckPath}: no "const params = {…}" found at ${rev}`);
  const versionCheckSends = [...params[1]!.matchAll(/(\w+):/g)].map((m) => m[1]!);
  return {features, versionCheckSends};
}
