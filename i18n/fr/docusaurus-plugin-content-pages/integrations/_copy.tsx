import Link from '@docusaurus/Link';
import type {DirectoryCopy} from '@site/src/pages/integrations/_components/copy';
import words from './_words';

/** Plural rules of the page's language (the forms `usePluralForm` would pick). */
const plural = new Intl.PluralRules('fr');

/**
 * The French words of the integrations directory (`/fr/integrations/`); the catalogue's labels and
 * descriptions are in `./_words.ts`.
 */
const copy: DirectoryCopy = {
  meta: {
    title: "Intégrations",
    description: "Parcourez les appareils et services compatibles avec Gladys Assistant, de l’éclairage aux assistants vocaux, filtrés par catégorie, connexion et protocole.",
  },
  heading: "Intégrations",
  intro: (count) => {
    const plus = <Link to="/plus/">{"Gladys Plus"}</Link>;
    return <>{"Gladys Assistant est livré avec "}{count}{" intégrations, toutes open source. Filtrez-les selon leur usage, la façon dont Gladys les joint ou leur protocole, puis ouvrez une fiche pour lire son guide de configuration. Les fiches marquées « Gladys Plus requis » demandent un abonnement "}{plus}{"."}</>;
  },
  introCommunity: (count) => {
    const guide = (
      <Link to="/docs/integrations/external-integrations/">{"store d’intégrations"}</Link>
    );
    return <>{"Les cartes marquées « Communauté » sont les "}{count}{" intégrations du "}{guide}{" : leurs auteurs les développent, et Gladys les installe sous forme de conteneurs. Chacune a sa page, avec ses réglages et sa propre documentation."}</>;
  },
  missing: (() => {
    const zigbee2mqtt = <Link to="/docs/integrations/zigbee2mqtt/">Zigbee2mqtt</Link>;
    const mqtt = <Link to="/docs/integrations/mqtt/">MQTT</Link>;
    const zigbeeList = <Link to="/zigbee-devices/">{"liste des appareils Zigbee"}</Link>;
    return <>{"Votre appareil n’apparaît pas ici ? Il peut quand même fonctionner : un appareil Zigbee peut rejoindre Gladys via "}{zigbee2mqtt}{" si Zigbee2mqtt le prend en charge (cherchez-le dans notre "}{zigbeeList}{"), et un appareil qui parle MQTT peut se connecter avec l’intégration "}{mqtt}{". Vous hésitez encore entre plusieurs solutions ? Nos guides disent "}<Link to="/guides/offline/">{"ce qui fonctionne sans internet"}</Link>{" et "}<Link to="/guides/compared/">{"comment Gladys se compare aux autres plateformes"}</Link>{"."}</>;
  })(),
  resultCount: (count) =>
    plural.select(count) === 'one' ? `${count} intégration` : `${count} intégrations`,
  empty: {
    title: "Aucune intégration ne correspond à ces filtres.",
    hint: "Décochez une option, essayez un mot plus court, ou repartez de la liste complète.",
  },
  filters: {
    label: "Filtrer les intégrations",
    search: "Rechercher",
    searchHint: "Cherche dans les noms, les descriptions, les appareils et les marques.",
    searchPlaceholder: "Hue, Sonos, prise…",
    clear: "Effacer les filtres",
  },
  card: {
    worksWith: "Compatible avec :",
    moreDevices: (count) =>
      plural.select(count) === 'one' ? `+${count} autre` : `+${count} autres`,
    plusRequired: "Gladys Plus requis",
    deprecated: "Obsolète",
    deprecatedFor: (replacement) => `Obsolète\u00a0: ${replacement}`,
    category: "Catégorie",
    connection: "Connexion",
    protocols: "Protocoles",
    type: "Type",
    by: (author) => `par ${author}`,
    community: "Communauté",
  },
  words,
};

export default copy;
