import type {HomeCopy} from './_components/HomePage/copy';

/**
 * The English words of the home page (`/`). The French ones are in the twin at the same path under
 * `i18n/fr/docusaurus-plugin-content-pages/`.
 */
const copy: HomeCopy = {
  meta: {
    title: 'The privacy-first, open-source home assistant',
    description:
      'Gladys Assistant is free, open-source home automation software that runs on your own hardware and keeps your data at home. Install it with one Docker command.',
  },
  hero: {
    title: 'Home automation that keeps your data at home',
    lead: 'Gladys Assistant is a free, open-source home assistant. It runs on a machine in your home, such as a mini-PC, a Raspberry Pi, a NAS or an old computer, and brings your devices, dashboards and automations together in one place.',
    cta: {start: 'Get started', docker: 'Install with Docker'},
    points: {
      free: 'Free and open source',
      local: 'Runs on your own hardware',
      noSsh: 'No SSH, no configuration file',
    },
  },
  privacy: {
    title: 'Privacy first, by design',
    lead: "Gladys runs on a machine you own. Your data stays at home, not on someone else's server.",
    points: {
      selfHosted: {
        title: 'Self-hosted',
        text: 'You choose the hardware and you stay in control. Your devices, your history and your scenes are stored on that machine, in your home.',
      },
      openSource: {
        title: 'Open source',
        text: 'All the code is public on GitHub: anyone can read it, audit it and improve it.',
      },
      encrypted: {
        title: 'Encrypted when you go remote',
        text: 'Remote access is optional. With Gladys Plus, traffic is encrypted end to end, so the server that relays it cannot read it.',
      },
    },
  },
  features: {
    title: 'Everything your home needs, built in',
    lead: 'The essentials come out of the box, and you set everything up from your browser: no SSH, no file to edit.',
    tiles: {
      dashboards: {
        title: 'Dashboards',
        text: 'Create as many dashboards as you want and lay them out your way: cameras, sensor charts, who is at home.',
      },
      scenes: {
        title: 'Scenes',
        text: 'Build automations in the interface. Start them on an event, at a set time or by hand: music and coffee when you wake up, for example.',
      },
      messages: {
        title: 'Messages',
        text: 'Chat with Gladys in the web interface or on Telegram. Ask for the kitchen camera and the picture comes back in the conversation.',
      },
      integrations: {
        title: 'Integrations',
        text: 'Zigbee, MQTT, Philips Hue, Sonos, cameras and many more. Every integration is open source and built with the community.',
      },
      updates: {
        title: 'Automatic updates',
        text: 'Gladys runs in a Docker container, and Watchtower keeps it up to date without you having to step in.',
      },
      plus: {
        title: 'Gladys Plus, if you want it',
        text: 'An optional subscription for encrypted remote access, daily backups and voice assistants.',
      },
    },
  },
  integrations: {
    title: 'Works with the devices you already own',
    lead: 'A few of the integrations that ship with Gladys. All of them are open source, and each one has a step-by-step guide.',
    tiles: {
      zigbee2mqtt: {name: 'Zigbee', summary: 'Sensors, plugs and bulbs through Zigbee2MQTT'},
      'philips-hue': {name: 'Philips Hue', summary: 'The lights and plugs of your Hue bridge'},
      mqtt: {name: 'MQTT', summary: 'Any device that speaks MQTT'},
      'google-home': {name: 'Google Home', summary: 'Control your devices by voice'},
      tasmota: {name: 'Tasmota', summary: 'Wi-Fi modules running Tasmota'},
      sonos: {name: 'Sonos', summary: 'Control your Sonos speakers'},
      alexa: {name: 'Alexa', summary: 'Your devices in Amazon Alexa'},
      camera: {name: 'Cameras', summary: 'IP cameras over RTSP'},
    },
    more: 'See all compatible devices',
  },
  install: {
    title: 'Up and running in three steps',
    lead: 'All you need is a Linux machine that runs Docker. Gladys itself is free.',
    steps: {
      machine: {
        title: 'Choose a machine',
        text: 'A mini-PC, a Raspberry Pi, a NAS, a server or an old PC: any Linux machine that runs Docker will do.',
        link: 'Pick your hardware',
      },
      docker: {
        title: 'Start Gladys',
        text: 'One Docker command downloads Gladys and starts it. Copy it from the guide and paste it in a terminal.',
        link: 'Install with Docker',
      },
      browser: {
        title: 'Open it in your browser',
        text: 'Create your account and your house, then add your first devices and your first scenes.',
        link: 'Write your first scene',
      },
    },
  },
  plus: {
    title: 'Your home in your pocket, with Gladys Plus',
    text: 'Gladys stays free and open source. Gladys Plus is the optional subscription that funds the project and adds what needs a server: remote access encrypted end to end, an encrypted backup every day, an open API and voice assistants.',
    cta: 'Discover Gladys Plus',
  },
  community: {
    title: 'Join the community',
    lead: 'Ask your questions, share your setup and follow the project with other Gladys users.',
    places: {
      forum: {
        title: 'Community forum',
        text: 'Get help, show your dashboards and share your ideas with other users.',
      },
      featureRequests: {
        title: 'Feature requests',
        text: 'Ask for what Gladys is missing, and vote for the requests of others.',
      },
      github: {title: 'GitHub', text: 'Read the code, report a bug or open a pull request.'},
      develop: {
        title: 'Build an integration',
        text: 'Follow the developer guide and write your own service for Gladys.',
      },
    },
  },
};

export default copy;
