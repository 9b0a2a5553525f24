/**
 * The official Gladys starter kit (`/starter-kit/`), sold in France only.
 *
 * Its text is French in every locale, so labels are stored here in French
 * (not translation ids). Facts: shared/facts/pages-and-shell.md. Prices are
 * deliberately absent: they are set in Stripe and shown on the payment page.
 * Checked by `tests/data/starterKit.test.ts`.
 */

/** Identifier of a mini-PC configuration. */
export type StarterKitModelId = 's12-pro' | 's12';

/** Row of the comparison table. */
export type StarterKitSpecKey = 'cpu' | 'ram' | 'storage' | 'wifi' | 'bluetooth' | 'hdmi' | 'lan';

/** One configuration of the kit. */
export type StarterKitModel = {
  /** Unique id. */
  id: StarterKitModelId;
  /** Commercial name of the Beelink mini-PC. */
  name: string;
  /** Short model name used in button labels (`S12 Pro`). */
  shortName: string;
  /** Short French label of the model's place in the range. */
  tagline: string;
  /** The configuration the page recommends when the budget allows it. */
  recommended: boolean;
  /** French value of each row of the comparison table. */
  specs: Record<StarterKitSpecKey, string>;
  /** Stripe Payment Link of the kit (https, no promo code). */
  orderUrl: string;
};

/** French label of each comparison row, in display order. */
export const starterKitSpecLabels: ReadonlyArray<{key: StarterKitSpecKey; label: string}> = [
  {key: 'cpu', label: 'Processeur'},
  {key: 'ram', label: 'Mémoire vive'},
  {key: 'storage', label: 'Stockage'},
  {key: 'wifi', label: 'Wi-Fi'},
  {key: 'bluetooth', label: 'Bluetooth'},
  {key: 'hdmi', label: 'Sorties HDMI'},
  {key: 'lan', label: 'Réseau filaire'},
];

/** The two configurations, recommended one first. */
export const starterKitModels: readonly StarterKitModel[] = [
  {
    id: 's12-pro',
    name: 'Beelink Mini S12 Pro',
    shortName: 'S12 Pro',
    tagline: 'Le plus confortable',
    recommended: true,
    specs: {
      cpu: 'Intel N100, 4 cœurs (Alder Lake-N), faible consommation',
      ram: '16\u00a0Go DDR4',
      storage: 'SSD NVMe M.2 2280 de 500\u00a0Go',
      wifi: 'Wi-Fi 6',
      bluetooth: 'Bluetooth 5.2',
      hdmi: '2',
      lan: '1\u202f000\u00a0Mbit/s',
    },
    orderUrl: 'https://buy.stripe.com/fZe28D9V0fWi848005',
  },
  {
    id: 's12',
    name: 'Beelink Mini S12',
    shortName: 'S12',
    tagline: 'Le plus économique',
    recommended: false,
    specs: {
      cpu: 'Intel N95 (Alder Lake-N)',
      ram: '8\u00a0Go DDR4',
      storage: 'SSD M.2 2280 de 256\u00a0Go',
      wifi: 'Wi-Fi 5',
      bluetooth: 'Bluetooth 5.0',
      hdmi: '2',
      lan: '1\u202f000\u00a0Mbit/s',
    },
    orderUrl: 'https://buy.stripe.com/6oEcNhaZ45hEbgk28f',
  },
];

/**
 * The configuration the page puts forward (the one flagged `recommended`).
 *
 * @throws Error when no model is flagged, which the data test also catches.
 */
export function getRecommendedModel(): StarterKitModel {
  const model = starterKitModels.find((candidate) => candidate.recommended);
  if (!model) {
    throw new Error('starterKit: no model is flagged as recommended');
  }
  return model;
}

/** What the year of Gladys Plus in the kit includes (French, display order). */
export const starterKitPlusFeatures: readonly string[] = [
  'Accès à distance chiffré de bout en bout',
  'Sauvegarde quotidienne',
  'Intégration Google Home et Alexa',
  'API HTTP ouverte',
  'Flux des caméras à distance, chiffré',
  'Intégration Enedis',
  'Intégration ChatGPT',
];

/** Return window for the mini-PC, in months. */
export const starterKitReturnMonths = 1;
