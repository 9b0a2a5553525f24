import type {HomeCopy} from '@site/src/pages/_components/HomePage/copy';

/** The French words of the home page (`/fr/`). */
const copy: HomeCopy = {
  meta: {
    title: 'L’assistant domotique open source qui respecte votre vie privée',
    description:
      'Gladys Assistant, logiciel de domotique open source et gratuit, fonctionne sur votre matériel et garde vos données chez vous. Une commande Docker suffit.',
  },
  hero: {
    title: 'La domotique qui garde vos données à la maison',
    lead: 'Gladys Assistant est un assistant domotique open source et gratuit. Il fonctionne sur une machine installée chez vous, comme un mini-PC, un Raspberry Pi, un NAS ou un vieil ordinateur, et réunit vos appareils, vos tableaux de bord et vos automatisations au même endroit.',
    cta: {start: 'Commencer', docker: 'Installer avec Docker'},
    points: {
      free: 'Gratuit et open source',
      local: 'Fonctionne sur votre propre matériel',
      noSsh: 'Ni SSH, ni fichier de configuration',
    },
  },
  privacy: {
    title: 'La vie privée avant tout, dès la conception',
    lead: 'Gladys fonctionne sur une machine qui vous appartient. Vos données restent chez vous, pas sur le serveur de quelqu’un d’autre.',
    points: {
      selfHosted: {
        title: 'Auto-hébergé',
        text: 'Vous choisissez le matériel et vous gardez la main. Vos appareils, votre historique et vos scènes sont stockés sur cette machine, chez vous.',
      },
      openSource: {
        title: 'Open source',
        text: 'Tout le code est public sur GitHub : chacun peut le lire, l’auditer et l’améliorer.',
      },
      encrypted: {
        title: 'Chiffré quand vous êtes à distance',
        text: 'L’accès à distance est facultatif. Avec Gladys Plus, le trafic est chiffré de bout en bout : le serveur qui le relaie ne peut pas le lire.',
      },
    },
  },
  features: {
    title: 'Tout ce qu’il faut à votre maison, intégré d’origine',
    lead: 'L’essentiel est fourni d’origine, et tout se règle depuis votre navigateur : pas de SSH, aucun fichier à modifier.',
    tiles: {
      dashboards: {
        title: 'Tableaux de bord',
        text: 'Créez autant de tableaux de bord que vous le souhaitez et organisez-les à votre façon : caméras, graphiques de capteurs, personnes présentes à la maison.',
      },
      scenes: {
        title: 'Scènes',
        text: 'Créez vos automatisations dans l’interface. Déclenchez-les sur un événement, à heure fixe ou à la main : musique et café au réveil, par exemple.',
      },
      messages: {
        title: 'Messages',
        text: 'Discutez avec Gladys dans l’interface web ou sur Telegram. Demandez la caméra de la cuisine, l’image arrive dans la conversation.',
      },
      integrations: {
        title: 'Intégrations',
        text: 'Zigbee, MQTT, Philips Hue, Sonos, caméras et bien d’autres. Toutes les intégrations sont open source et développées avec la communauté.',
      },
      updates: {
        title: 'Mises à jour automatiques',
        text: 'Gladys tourne dans un conteneur Docker, et Watchtower la maintient à jour sans que vous ayez à intervenir.',
      },
      plus: {
        title: 'Gladys Plus, si vous le souhaitez',
        text: 'Un abonnement facultatif pour l’accès à distance chiffré, les sauvegardes quotidiennes et les assistants vocaux.',
      },
    },
  },
  integrations: {
    title: 'Compatible avec les appareils que vous avez déjà',
    lead: 'Quelques-unes des intégrations fournies avec Gladys. Toutes sont open source, et chacune a son guide pas à pas.',
    tiles: {
      zigbee2mqtt: {name: 'Zigbee', summary: 'Capteurs, prises et ampoules via Zigbee2MQTT'},
      'philips-hue': {name: 'Philips Hue', summary: 'Les lampes et les prises de votre pont Hue'},
      mqtt: {name: 'MQTT', summary: 'Tout appareil qui parle MQTT'},
      'google-home': {name: 'Google Home', summary: 'Pilotez vos appareils à la voix'},
      tasmota: {name: 'Tasmota', summary: 'Les modules Wi-Fi sous Tasmota'},
      sonos: {name: 'Sonos', summary: 'Pilotez vos enceintes Sonos'},
      alexa: {name: 'Alexa', summary: 'Vos appareils dans Amazon Alexa'},
      camera: {name: 'Caméras', summary: 'Caméras IP en RTSP'},
    },
    more: 'Voir tous les appareils compatibles',
  },
  install: {
    title: 'Opérationnel en trois étapes',
    lead: 'Il vous suffit d’une machine Linux capable de faire tourner Docker. Gladys, elle, est gratuite.',
    steps: {
      machine: {
        title: 'Choisissez une machine',
        text: 'Mini-PC, Raspberry Pi, NAS, serveur ou ancien PC : toute machine Linux capable de faire tourner Docker convient.',
        link: 'Choisir votre matériel',
      },
      docker: {
        title: 'Lancez Gladys',
        text: 'Une seule commande Docker télécharge Gladys et la démarre. Copiez-la depuis le guide et collez-la dans un terminal.',
        link: 'Installer avec Docker',
      },
      browser: {
        title: 'Ouvrez-la dans votre navigateur',
        text: 'Créez votre compte et votre maison, puis ajoutez vos premiers appareils et vos premières scènes.',
        link: 'Créer votre première scène',
      },
    },
  },
  plus: {
    title: 'Votre maison dans la poche, avec Gladys Plus',
    text: 'Gladys reste gratuite et open source. Gladys Plus est l’abonnement facultatif qui finance le projet et ajoute ce qui demande un serveur : l’accès à distance chiffré de bout en bout, une sauvegarde chiffrée chaque jour, une API ouverte et les assistants vocaux.',
    cta: 'Découvrir Gladys Plus',
  },
  community: {
    title: 'Rejoignez la communauté',
    lead: 'Posez vos questions, partagez votre installation et suivez le projet avec d’autres utilisateurs de Gladys.',
    places: {
      forum: {
        title: 'Forum de la communauté',
        text: 'Trouvez de l’aide, montrez vos tableaux de bord et partagez vos idées avec les autres utilisateurs.',
      },
      featureRequests: {
        title: 'Demandes de fonctionnalités',
        text: 'Demandez ce qui manque à Gladys, et votez pour les demandes des autres.',
      },
      github: {
        title: 'GitHub',
        text: 'Lisez le code, signalez un bug ou proposez une pull request.',
      },
      develop: {
        title: 'Créer une intégration',
        text: 'Suivez le guide du développeur et écrivez votre propre service pour Gladys.',
      },
    },
  },
};

export default copy;
