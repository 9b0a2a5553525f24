import Link from '@docusaurus/Link';
import {links} from '@site/config/links';
import type {PaymentSuccessCopy} from '@site/src/pages/payment_success/_components/PaymentSuccess/copy';

/** The French words of the thank-you page (`/fr/payment_success/`). */
const copy: PaymentSuccessCopy = {
  meta: {
    title: "Merci !",
    description:
      "Merci de votre abonnement à Gladys Plus. Consultez votre boîte mail pour activer votre compte, ou écrivez-nous si l’e-mail n’arrive pas.",
  },
  title: "Merci !",
  lead: "Merci de vous être abonné à Gladys Plus et de soutenir un projet open source indépendant.",
  next: {
    title: "La suite",
    email: {
      title: "Consultez votre boîte mail",
      text: "Nous avons envoyé un e-mail à l’adresse indiquée lors du paiement. Il contient le lien qui active votre compte Gladys Plus.",
    },
    noEmail: {
      title: "Pas d’e-mail ?",
      text: (
        <>
          {"Regardez dans vos courriers indésirables. S’il n’y est pas non plus, écrivez à "}
          <Link href={`mailto:${links.email}`}>{links.email}</Link>
          {"."}
        </>
      ),
    },
    login: {
      title: "Connectez-vous",
      text: "Une fois votre compte activé, connectez-vous à Gladys Plus depuis n’importe quel navigateur.",
      button: "Ouvrir Gladys Plus",
    },
  },
  community: {
    title: "Restons en contact",
    forum: "Une question, besoin d’aide pour l’installation ou envie de contribuer ? Le forum de la communauté est là pour ça.",
    forumLink: "Forum de la communauté",
    featureRequests: "Demandes de fonctionnalités",
    socials: "Suivez l’actualité du projet :",
  },
  signatureRole: "Fondateur de Gladys Assistant",
};

export default copy;
