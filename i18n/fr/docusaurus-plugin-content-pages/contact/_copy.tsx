import Link from '@docusaurus/Link';
import {links} from '@site/config/links';
import type {ContactCopy} from '@site/src/pages/contact/_components/ContactPage/copy';

/** The French words of the contact page (`/fr/contact/`) and its form. */
const copy: ContactCopy = {
  meta: {
    title: 'Contactez-nous',
    description:
      'Écrivez à l’équipe de Gladys Assistant pour un partenariat, la presse ou une question à laquelle le forum de la communauté ne peut pas répondre.',
  },
  heading: 'Contactez-nous',
  intro: (
    <>
      {
        'Vos questions sur un partenariat, la presse ou Gladys Plus sont les bienvenues ici. Pour une aide à l’installation, le '
      }
      <Link to={links.forum}>forum de la communauté</Link>
      {' vous répondra plus vite, et sa réponse profitera aussi aux autres.'}
    </>
  ),
  mailto: (email) => (
    <>
      {'Écrivez-nous à '}
      {email}
      {'.'}
    </>
  ),
  form: {
    labels: {
      name: 'Nom',
      email: 'E-mail',
      subject: 'Objet',
      message: 'Message',
    },
    errors: {
      required: 'Veuillez remplir ce champ.',
      email: 'Veuillez saisir une adresse e-mail comme nom@exemple.fr.',
      tooLong: (max) => `Veuillez rester sous ${max} caractères.`,
      tooShort: (min) => `Veuillez écrire au moins ${min} caractères.`,
    },
    sent: 'Merci, votre message est parti. Nous vous répondons dès que possible, en général sous quelques jours.',
    failed:
      'Votre message n’a pas pu être envoyé. Tout ce que vous avez saisi est conservé : vérifiez votre connexion et réessayez.',
    sending: 'Envoi en cours…',
    retry: 'Réessayer',
    send: 'Envoyer le message',
  },
};

export default copy;
