import type {OpenMetricsCopy} from '@site/src/pages/open/_components/copy';

/** The French words of the open metrics page (`/fr/open/`). */
const copy: OpenMetricsCopy = {
  meta: {
    title: "Le projet en chiffres",
    description: "Les chiffres du projet Gladys Assistant en toute transparence : étoiles GitHub, revenus de Gladys Plus, versions, newsletter et audience, avec leurs sources.",
  },
  heading: "Le projet en chiffres",
  intro: "Gladys Assistant se construit au grand jour, et ses chiffres aussi. Chaque valeur ci-dessous a été publiée dans un bilan annuel ; chaque graphique renvoie vers les articles d’où elle vient.",
  loading: "Chargement des chiffres…",
  error: "Les chiffres n’ont pas pu être chargés. Vérifiez votre connexion, puis réessayez.",
  retry: "Réessayer",
  series: {
    githubStars: {
      title: "Étoiles GitHub",
      description: "Les étoiles du dépôt principal, relevées chaque mois de janvier.",
    },
    plusRevenue: {
      title: "Chiffre d’affaires annuel de Gladys Plus",
      description: "Le revenu des abonnements sur chaque année civile, en euros.",
    },
    plusMrr: {
      title: "Revenu mensuel récurrent de Gladys Plus",
      description: "Le revenu mensuel récurrent en fin d’année, en euros.",
    },
    releases: {
      title: "Versions publiées par an",
      description: "Le nombre de versions de Gladys Assistant sorties chaque année (non communiqué pour 2023).",
    },
    newsletter: {
      title: "Abonnés à la newsletter",
      description: "Les abonnés relevés chaque mois de janvier, au total et par langue.",
    },
    youtube: {
      title: "Audience YouTube",
      description: "Les vues et les heures de visionnage de la chaîne sur chaque année.",
    },
    socials: {
      title: "Abonnés sur les réseaux sociaux",
      description: "Les abonnés des comptes du projet, relevés chaque mois de janvier.",
    },
  },
  datasets: {
    stars: "Étoiles",
    revenue: "Chiffre d’affaires (€)",
    mrr: "Revenu mensuel récurrent (€)",
    releases: "Versions",
    total: "Total",
    french: "Français",
    english: "Anglais",
    views: "Vues",
    hours: "Heures de visionnage",
  },
  table: {
    toggle: "Afficher les chiffres sous forme de tableau",
    period: "Période",
  },
  sources: "Source :",
};

export default copy;
