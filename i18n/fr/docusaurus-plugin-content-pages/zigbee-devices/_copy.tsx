import Link from '@docusaurus/Link';
import type {ZigbeeCopy} from '@site/src/pages/zigbee-devices/_components/copy';

/** Plural rules of the page's language (the forms `usePluralForm` would pick). */
const plural = new Intl.PluralRules('fr');

/** The French words of the Zigbee devices page (`/fr/zigbee-devices/`). */
const copy: ZigbeeCopy = {
  meta: {
    title: "Mon appareil Zigbee fonctionnera-t-il avec Gladys ?",
    description: "Cherchez parmi des milliers d’appareils Zigbee par marque ou modèle et voyez, avant de l’acheter, quelles fonctionnalités Gladys donne à chacun via Zigbee2mqtt.",
  },
  heading: "Mon appareil Zigbee fonctionnera-t-il avec Gladys ?",
  intro: (count) => {
    const guide = <Link to="/docs/integrations/zigbee2mqtt/">{"intégration Zigbee2mqtt"}</Link>;
    return <>{"Gladys pilote les appareils Zigbee grâce à son "}{guide}{". Tapez la marque ou le modèle d’un appareil pour savoir quelles fonctionnalités Gladys lui donne, parmi les "}{count}{" modèles que Zigbee2mqtt connaît. Vous hésitez entre Zigbee, Matter et Z-Wave ? Lisez "}<Link to="/guides/zigbee-matter-zwave/">{"notre guide"}</Link>{"."}</>;
  },
  about: {
    heading: "Comment lire les résultats",
    how: (version) => `Zigbee2mqtt décrit chaque modèle par les propriétés qu’il remonte ou accepte\u00a0: ouverture, température, luminosité, appuis sur un bouton… Gladys transforme celles qu’elle connaît en fonctionnalités d’appareil. Cette page applique les règles de Gladys ${version} à tous les modèles.`,
    verdicts: {
      works: "Gladys utilise toutes les propriétés principales du modèle.",
      partly: "Gladys en utilise une partie, la fiche du modèle liste les autres.",
      none: "Gladys n’en utilise aucune, tout au plus le niveau de batterie ou la température de l’appareil.",
      dynamic: "les propriétés du modèle ne sont connues qu’une fois l’appareil associé, la page ne peut donc pas les annoncer.",
    },
    settings: (signal) => <>{"Les réglages (comportement au démarrage, effets lumineux, étalonnage, identification, compteurs) et ce que Zigbee2mqtt classe en configuration ou en diagnostic ne comptent pas ; la fiche du modèle les liste. Chaque appareil reçoit en plus une fonctionnalité "}{signal}{"."}</>,
    missing: (() => {
      const list = <Link href="https://www.zigbee2mqtt.io/supported-devices/">{"liste des appareils compatibles"}</Link>;
      return <>{"Un modèle absent de cette page n’est pas connu de cette version de Zigbee2mqtt ; une version plus récente le prend peut-être en charge : consultez la "}{list}{" de Zigbee2mqtt."}</>;
    })(),
    source: ({converters, published, release, installed, gladys, commit}) => <>{"Liste des appareils : "}{converters}{", publié le "}{published}{", celui qu’utilise Zigbee2mqtt "}{release}{". Gladys "}{gladys}{" installe Zigbee2mqtt "}{installed}{" : un modèle ajouté entre ces deux versions peut figurer ici sans être encore reconnu par votre installation. Règles des fonctionnalités : Gladys "}{gladys}{", commit "}{commit}{". Les descriptions viennent de Zigbee2mqtt, en anglais."}</>,
  },
  status: {
    loading: "Chargement de la liste des appareils…",
    error: "La liste des appareils n’a pas pu être chargée.",
    count: (n, count) =>
      plural.select(n) === 'one' ? `${count} appareil correspond.` : `${count} appareils correspondent.`,
    shown: (shown) => `Les ${shown} premiers sont affichés.`,
    retry: "Réessayer",
  },
  results: {
    heading: "Résultats",
    empty: "Aucun appareil ne correspond. Essayez moins de mots ou des mots plus courts, ou un autre choix de fonctionnalité ou de verdict.",
    more: (count) => `Afficher ${count} de plus`,
  },
  form: {
    label: "Rechercher un appareil Zigbee",
    search: "Marque, modèle ou description",
    searchHint: "Tous les mots doivent correspondre. Le modèle est inscrit sur l’appareil ou sa boîte, les descriptions sont en anglais.",
    searchPlaceholder: "ampoule IKEA, MCCGQ11LM, door sensor…",
    feature: "Fonctionnalité Gladys",
    featureAny: "Toutes les fonctionnalités",
    verdict: "Verdict",
    verdictAny: "Tous les verdicts",
    clear: "Effacer",
  },
  item: {
    dynamic: "Fonctionnalités connues une fois l’appareil associé",
    noFeature: "Aucune fonctionnalité Gladys",
  },
  detail: {
    dynamicAdvice: (tab) => <>{"Associez-le, puis ouvrez l’onglet "}{tab}{" de l’intégration Zigbee2mqtt dans Gladys : l’appareil y apparaît avec les fonctionnalités que Gladys a créées pour lui."}</>,
    features: "Fonctionnalités dans Gladys",
    everyDevice: (feature) => `${feature}, comme tout appareil Zigbee2mqtt`,
    unusedMain: "Propriétés que Gladys n’utilise pas encore",
    unusedSettings: "Réglages et diagnostics laissés à Zigbee2mqtt",
    whiteLabel: (device) => <>{"Le même appareil que le "}{device}{", vendu sous un autre nom."}</>,
    zigbee2mqttPage: (model) => `${model} sur le site de Zigbee2mqtt`,
    back: "Retour aux résultats",
    notFound: (model) => <>{"Aucun appareil de cette liste n’a pour modèle "}{model}{"."}</>,
  },
  verdicts: {
    works: "Fonctionne",
    partly: "En partie",
    none: "Pas encore pris en charge",
    dynamic: "Dépend de l’appareil",
  },
  explanations: {
    works: "Gladys transforme toutes les propriétés principales de cet appareil en fonctionnalités.",
    partly: "Gladys transforme une partie des propriétés principales de cet appareil en fonctionnalités ; celles qu’elle laisse de côté sont listées plus bas.",
    none: "Gladys ne transforme pas encore les propriétés principales de cet appareil en fonctionnalités. Il peut tout de même rejoindre votre réseau Zigbee.",
    dynamic: "Zigbee2mqtt détermine ce que propose ce modèle au moment de l’association, à partir de l’appareil lui-même (son firmware, son nombre de canaux, ses réglages). Cette liste ne peut pas dire à l’avance quelles fonctionnalités Gladys créera.",
  },
};

export default copy;
