import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {Card} from '@site/src/components/CardGrid';
import Icon, {type IconName} from '@site/src/components/Icon';
import IconDisc from '@site/src/components/IconDisc';
import {plusLinks} from '@site/src/data/plans';
import {links} from '@site/config/links';
import styles from './styles.module.css';

/** Social accounts of the project (names are brands, not translated). */
const socials = [
  {name: 'X (Twitter)', href: links.twitter},
  {name: 'Facebook', href: links.facebook},
  {name: 'Instagram', href: links.instagram},
] as const;

/**
 * One numbered step of the thank-you page: an icon, a title (h3), its text
 * and an optional action (a button) below.
 */
function Step({
  icon,
  title,
  children,
  action,
}: {
  /** Name of one of our icons (`src/components/Icon`), shown beside the step. */
  icon: IconName;
  title: ReactNode;
  children: ReactNode;
  action?: ReactNode;
}): ReactNode {
  return (
    <Card className={styles.step}>
      <IconDisc size="medium" tone="soft">
        <Icon name={icon} />
      </IconDisc>
      <div>
        <h3 className={styles.stepTitle}>{title}</h3>
        <p className={styles.stepText}>{children}</p>
        {action}
      </div>
    </Card>
  );
}

/**
 * Body of the thank-you page shown after a Gladys Plus checkout: thanks, the
 * activation email step, who to write to if it does not arrive, the forums and
 * socials, and the founder's signature.
 */
export default function PaymentSuccess(): ReactNode {
  return (
    <main className={styles.main}>
      <div className={styles.container}>
        <h1 className={styles.title}>
          <Translate
            id="paymentSuccess.title"
            description="Heading (h1) of the page shown after subscribing to Gladys Plus">
            Thank you!
          </Translate>
        </h1>
        <p className={styles.lead}>
          <Translate
            id="paymentSuccess.lead"
            description="Paragraph under the h1 of the thank-you page">
            Thank you for subscribing to Gladys Plus, and for supporting an independent open-source
            project.
          </Translate>
        </p>

        <section aria-labelledby="payment-next-steps" className={styles.section}>
          <h2 id="payment-next-steps">
            <Translate
              id="paymentSuccess.next.title"
              description="Heading of the next steps on the thank-you page">
              What happens next
            </Translate>
          </h2>
          <ol className={styles.steps}>
            <Step
              icon="mail"
              title={
                <Translate
                  id="paymentSuccess.next.email.title"
                  description="Title of next step 1 on the thank-you page">
                  Check your inbox
                </Translate>
              }>
              <Translate
                id="paymentSuccess.next.email.text"
                description="Text of next step 1 on the thank-you page">
                We have sent an email to the address you gave at checkout. It contains the link that
                activates your Gladys Plus account.
              </Translate>
            </Step>
            <Step
              icon="chat"
              title={
                <Translate
                  id="paymentSuccess.next.noEmail.title"
                  description="Title of next step 2 on the thank-you page">
                  No email?
                </Translate>
              }>
              <Translate
                id="paymentSuccess.next.noEmail.text"
                description="Text of next step 2 on the thank-you page; {email} is the contact address"
                values={{email: <Link href={`mailto:${links.email}`}>{links.email}</Link>}}>
                {'Look in your spam folder. If it is not there either, write to {email}.'}
              </Translate>
            </Step>
            <Step
              icon="lock"
              title={
                <Translate
                  id="paymentSuccess.next.login.title"
                  description="Title of next step 3 on the thank-you page">
                  Log in
                </Translate>
              }
              action={
                <Link className="button button--primary" href={plusLinks.login}>
                  <Translate
                    id="paymentSuccess.next.login.button"
                    description="Button to the Gladys Plus web app on the thank-you page">
                    Open Gladys Plus
                  </Translate>
                </Link>
              }>
              <Translate
                id="paymentSuccess.next.login.text"
                description="Text of next step 3 on the thank-you page">
                Once your account is active, log in to Gladys Plus from any browser.
              </Translate>
            </Step>
          </ol>
        </section>

        <section aria-labelledby="payment-community" className={styles.section}>
          <h2 id="payment-community">
            <Translate
              id="paymentSuccess.community.title"
              description="Heading of the community part of the thank-you page">
              Stay in touch
            </Translate>
          </h2>
          <p>
            <Translate
              id="paymentSuccess.community.forum"
              description="Invitation to the forum on the thank-you page">
              A question, help with your installation, or an idea to contribute? The community forum
              is the place for it.
            </Translate>
          </p>
          <ul className={styles.links}>
            <li>
              <Link href={links.forum}>
                <Translate
                  id="paymentSuccess.community.forumLink"
                  description="Link label to the community forum">
                  Community forum
                </Translate>
              </Link>
            </li>
            <li>
              <Link href={links.featureRequests}>
                <Translate
                  id="paymentSuccess.community.featureRequests"
                  description="Link label to the forum's feature requests category">
                  Feature requests
                </Translate>
              </Link>
            </li>
          </ul>
          <p>
            <Translate
              id="paymentSuccess.community.socials"
              description="Invitation to follow the project, before the list of social accounts">
              Follow the news of the project:
            </Translate>
          </p>
          <ul className={styles.links}>
            {socials.map((social) => (
              <li key={social.name}>
                <Link href={social.href}>{social.name}</Link>
              </li>
            ))}
          </ul>
        </section>

        <p className={styles.signature}>
          <Link href="https://twitter.com/pierregillesl">Pierre-Gilles Leymarie</Link>
          <br />
          <Translate
            id="paymentSuccess.signature.role"
            description="Role under the founder's name on the thank-you page">
            Founder of Gladys Assistant
          </Translate>
        </p>
      </div>
    </main>
  );
}
