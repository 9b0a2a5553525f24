import type {DirectoryWords} from '@site/src/pages/integrations/_components/copy';

/**
 * The French words of the integrations directory's catalogue (`/fr/integrations/`): labels of the
 * filters and chips, the descriptions of the built-in integrations and what replaces a deprecated
 * one. Plain strings, read by `tests/data/integrations.test.ts`.
 */
const words: DirectoryWords = {
  categories: {
    climate: "Chauffage & climatisation",
    lighting: "Éclairage, prises & volets",
    energy: "Énergie",
    security: "Caméras & sécurité",
    multimedia: "Multimédia",
    appliances: "Électroménager & jardin",
    environment: "Météo & environnement",
    protocols: "Protocoles & passerelles",
    network: "Réseau & présence",
    notifications: "Messages & notifications",
    assistants: "Assistants vocaux & IA",
    services: "Services",
  },
  connections: {
    local: "Local",
    cloud: "Cloud du fabricant",
    plus: "Via Gladys Plus",
  },
  origins: {
    'built-in': "Intégrée à Gladys",
    community: "Communauté (store)",
  },
  cloudApi: "API cloud",
  legends: {
    origin: "Origine",
    category: "Catégorie",
    connection: "Connexion",
    protocol: "Protocole",
  },
  descriptions: {
    "airplay": "Faites parler Gladys sur vos HomePod, vos Mac et les autres enceintes AirPlay de votre réseau.",
    "alexa": "Pilotez vos appareils Gladys à la voix depuis les enceintes Amazon Echo et l’application Alexa.",
    "bluetooth": "Sachez qui est à la maison en repérant les appareils et balises Bluetooth proches de votre machine Gladys.",
    "broadlink": "Apprenez les codes de vos télécommandes infrarouges et pilotez téléviseurs, climatiseurs et autres appareils IR.",
    "caldav": "Synchronisez vos calendriers iCloud, Nextcloud, Synology ou de tout serveur CalDAV pour vous en servir dans les scènes.",
    "camera": "Affichez les images de vos caméras RTSP et HTTP sur le tableau de bord et récupérez des captures dans les scènes.",
    "enedis": "Suivez jour après jour la consommation électrique de votre compteur Linky, avec les données d’Enedis.",
    "free-mobile": "Recevez par SMS les messages de vos scènes grâce à l’option « Notifications par SMS » de Free Mobile.",
    "google-cast": "Faites parler Gladys sur les enceintes Google et les autres appareils Google Cast de la maison.",
    "google-home": "Pilotez vos appareils Gladys avec l’Assistant Google et l’application Google Home.",
    "homekit": "Exposez vos appareils Gladys dans l’app Maison d’Apple et commandez-les avec Siri.",
    "mqtt": "Lancez un broker MQTT et reliez vos propres capteurs et actionneurs à Gladys.",
    "lan-manager": "Scannez votre réseau local pour voir les appareils connectés et savoir qui est à la maison.",
    "nextcloud-talk": "Discutez avec Gladys et recevez ses messages dans Nextcloud Talk, sur votre propre serveur Nextcloud.",
    "netatmo": "Faites entrer vos thermostats, vannes et stations météo Netatmo dans Gladys.",
    "node-red": "Lancez un conteneur Node-RED depuis Gladys et créez des flux qui dialoguent avec elle en MQTT.",
    "openweather": "Affichez les prévisions météo de votre maison sur le tableau de bord et utilisez-les dans les scènes.",
    "openai": "Discutez avec votre maison en langage courant et laissez vos scènes poser des questions, avec des modèles d'IA ouverts via Gladys Plus.",
    "owntracks": "Partagez la position de votre téléphone avec Gladys pour lancer des scènes à vos départs et à vos retours.",
    "philips-hue": "Pilotez vos lampes et prises Philips Hue grâce au pont Hue de votre réseau.",
    "sonoff": "Commandez vos interrupteurs et prises Wi-Fi Sonoff via le cloud eWeLink.",
    "sonos": "Lancez la musique, mettez-la en pause et faites parler vos enceintes Sonos depuis le tableau de bord et les scènes.",
    "tasmota": "Connectez les appareils Wi-Fi flashés avec Tasmota, le firmware libre.",
    "telegram": "Parlez à Gladys depuis Telegram et recevez ses messages ainsi que les images de vos caméras.",
    "tp-link": "Pilotez les prises et ampoules connectées TP-Link Kasa de votre réseau local.",
    "tuya": "Ajoutez vos appareils Wi-Fi Tuya et Smart Life à Gladys via le cloud Tuya.",
    "xiaomi": "Lisez vos capteurs Xiaomi Aqara à travers une passerelle Xiaomi en mode développeur.",
    "zigbee2mqtt": "Appairez des appareils Zigbee de centaines de marques avec une clé USB et Zigbee2mqtt.",
    "zwavejs-ui": "Utilisez vos appareils Z-Wave via Z-Wave JS UI, relié à Gladys en MQTT.",
    "callmebot": "Recevez les messages de vos scènes sur WhatsApp ou Signal grâce au service gratuit CallMeBot.",
    "energy-monitoring": "Transformez l'index de vos compteurs et prises en consommation et en coût toutes les 30 minutes.",
    "external-integrations": "Installez les intégrations publiées par la communauté, chacune dans son propre conteneur Docker.",
    "matter": "Appairez vos appareils Matter avec leur code et pilotez-les en local, en Wi-Fi, Ethernet ou Thread.",
    "matterbridge": "Faites tourner Matterbridge dans un conteneur, pour faire entrer d'autres écosystèmes dans Matter.",
    "mcp": "Laissez les agents IA que vous utilisez déjà lire et piloter votre maison via le serveur MCP de Gladys.",
    "melcloud": "Pilotez vos pompes à chaleur air-air Mitsubishi Electric via votre compte MELCloud.",
    "nuki": "Verrouillez et déverrouillez vos serrures Nuki en MQTT sur votre réseau ou via Nuki Web.",
  },
  replacements: {
    telegram: "remplacée par l'intégration externe Telegram",
  },
  names: {
    'external-integrations': "Intégrations communautaires",
  },
  storeTypes: {
    device: "Appareils",
    communication: "Messagerie",
    weather: "Météo",
  },
};

export default words;
