import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Interpolate from '@docusaurus/Interpolate';
import Layout from '@theme/Layout';
import {Card} from '@site/src/components/CardGrid';
import Icon, {type IconName} from '@site/src/components/Icon';
import IconDisc from '@site/src/components/IconDisc';
import {plusLinks} from '@site/src/data/plans';
import {links} from '@site/config/links';
import type {PaymentSuccessCopy} from './copy';
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
 * The thank-you page shown after a Gladys Plus checkout (`/payment_success/`): thanks, the
 * activation email step, who to write to if it does not arrive, the forums and socials, and the
 * founder's signature.
 *
 * @param props.copy the page's words in the locale being built (`i18n/<locale>/pages/payment_success.json`)
 */
export default function PaymentSuccess({copy}: {copy: PaymentSuccessCopy}): ReactNode {
  return (
    <Layout title={copy.meta.title} description={copy.meta.description}>
      <main className={styles.main}>
        <div className={styles.container}>
          <h1 className={styles.title}>{copy.title}</h1>
          <p className={styles.lead}>{copy.lead}</p>

          <section aria-labelledby="payment-next-steps" className={styles.section}>
            <h2 id="payment-next-steps">{copy.next.title}</h2>
            <ol className={styles.steps}>
              <Step icon="mail" title={copy.next.email.title}>
                {copy.next.email.text}
              </Step>
              <Step icon="chat" title={copy.next.noEmail.title}>
                <Interpolate
                  values={{email: <Link href={`mailto:${links.email}`}>{links.email}</Link>}}>
                  {copy.next.noEmail.text}
                </Interpolate>
              </Step>
              <Step
                icon="lock"
                title={copy.next.login.title}
                action={
                  <Link className="button button--primary" href={plusLinks.login}>
                    {copy.next.login.button}
                  </Link>
                }>
                {copy.next.login.text}
              </Step>
            </ol>
          </section>

          <section aria-labelledby="payment-community" className={styles.section}>
            <h2 id="payment-community">{copy.community.title}</h2>
            <p>{copy.community.forum}</p>
            <ul className={styles.links}>
              <li>
                <Link href={links.forum}>{copy.community.forumLink}</Link>
              </li>
              <li>
                <Link href={links.featureRequests}>{copy.community.featureRequests}</Link>
              </li>
            </ul>
            <p>{copy.community.socials}</p>
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
            {copy.signatureRole}
          </p>
        </div>
      </main>
    </Layout>
  );
}
