import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Faq, {type FaqItem} from '@site/src/components/Faq';
import Section from '@site/src/components/Section';
import {refundWindowDays} from '@site/src/data/plans';
import {links} from '@site/config/links';

/**
 * The contact address as a mailto link (not translated). An element rather than a component, so
 * the FAQ's structured data reads the address from its children (src/components/Faq/text.ts).
 */
const emailLink = <Link href={`mailto:${links.email}`}>{links.email}</Link>;

/** Questions and answers of the Gladys Plus page. */
function getItems(): FaqItem[] {
  return [
    {
      id: 'need-plus',
      question: (
        <Translate id="plus.faq.need.question" description="Gladys Plus FAQ question">
          Do I need Gladys Plus to use Gladys?
        </Translate>
      ),
      answer: (
        <p>
          <Translate
            id="plus.faq.need.answer"
            description="Answer to the Gladys Plus FAQ question about whether it is required">
            No. Gladys works without it. Gladys Plus is optional, and you can also set up remote
            access yourself with your own domain name.
          </Translate>
        </p>
      ),
    },
    {
      id: 'why-subscribe',
      question: (
        <Translate id="plus.faq.why.question" description="Gladys Plus FAQ question">
          Why subscribe?
        </Translate>
      ),
      answer: (
        <p>
          <Translate
            id="plus.faq.why.answer"
            description="Answer to the Gladys Plus FAQ question about reasons to subscribe">
            To reach your home securely from anywhere, to keep an encrypted backup every day, and to
            support an independent open-source project and its community.
          </Translate>
        </p>
      ),
    },
    {
      id: 'plans',
      question: (
        <Translate id="plus.faq.plans.question" description="Gladys Plus FAQ question">
          Lite or Plus: which one do I need?
        </Translate>
      ),
      answer: (
        <p>
          <Translate
            id="plus.faq.plans.answer"
            description="Answer to the Gladys Plus FAQ question about the two plans">
            Lite is enough to reach Gladys from outside, to use Google Home or Alexa, the open API
            and accounts for your household. Choose Plus for daily backups, camera streams, Enedis
            data, the MCP server and AI. Since June 2026 the chat (in Gladys, Telegram or Nextcloud
            Talk) is answered by that AI through Gladys Plus; alerts your scenes send keep working
            without a subscription.
          </Translate>
        </p>
      ),
    },
    {
      id: 'cancel',
      question: (
        <Translate id="plus.faq.cancel.question" description="Gladys Plus FAQ question">
          Can I cancel at any time?
        </Translate>
      ),
      answer: (
        <p>
          <Translate
            id="plus.faq.cancel.answer"
            description="Answer to the Gladys Plus FAQ question about cancelling; {email} is the contact address"
            values={{email: emailLink}}>
            {
              'Yes, there is no commitment. Cancel in one click from your Gladys Plus account, or write to {email}.'
            }
          </Translate>
        </p>
      ),
    },
    {
      id: 'refund',
      question: (
        <Translate id="plus.faq.refund.question" description="Gladys Plus FAQ question">
          What if Gladys Plus is not for me?
        </Translate>
      ),
      answer: (
        <p>
          <Translate
            id="plus.faq.refund.answer"
            description="Answer to the Gladys Plus FAQ question about refunds; {email} is the contact address, {days} the refund window"
            values={{email: emailLink, days: refundWindowDays}}>
            {
              'Write to {email} within {days} days and you get your money back, with no need to give a reason.'
            }
          </Translate>
        </p>
      ),
    },
    {
      id: 'phone',
      question: (
        <Translate id="plus.faq.phone.question" description="Gladys Plus FAQ question">
          Does it work on my phone?
        </Translate>
      ),
      answer: (
        <p>
          <Translate
            id="plus.faq.phone.answer"
            description="Answer to the Gladys Plus FAQ question about phones">
            Yes. Gladys Plus is a Progressive Web App: add it to the home screen of your Android
            phone or iPhone and open it like any other app.
          </Translate>
        </p>
      ),
    },
    {
      id: 'privacy',
      question: (
        <Translate id="plus.faq.privacy.question" description="Gladys Plus FAQ question">
          Can the Gladys Plus team see my data?
        </Translate>
      ),
      answer: (
        <>
          <p>
            <Translate
              id="plus.faq.privacy.answer"
              description="Answer to the Gladys Plus FAQ question about data access; {link} links to the encryption section"
              values={{
                link: (
                  <Link to="#encryption">
                    <Translate
                      id="plus.faq.privacy.answer.link"
                      description="Link label to the encryption section of the Gladys Plus page">
                      how it works
                    </Translate>
                  </Link>
                ),
              }}>
              {
                'No. Remote access is encrypted end to end ({link}) and backups are encrypted with a key you own. The server relays and stores data it cannot read.'
              }
            </Translate>
          </p>
          <p>
            <Translate
              id="plus.faq.privacy.reading"
              description="Further reading about end-to-end encryption; {apple} is a link to Apple's security guide"
              values={{
                apple: (
                  <Link href="https://manuals.info.apple.com/MANUALS/1000/MA1902/en_US/apple-platform-security-guide.pdf">
                    Apple Platform Security
                  </Link>
                ),
              }}>
              {
                'To learn more about these techniques, read the {apple} guide, the Dashlane security white paper (March 2021), or about the Secure Remote Password (SRP) protocol that ProtonMail uses.'
              }
            </Translate>
          </p>
        </>
      ),
    },
    {
      id: 'why-paid',
      question: (
        <Translate id="plus.faq.paid.question" description="Gladys Plus FAQ question">
          Why is Gladys Plus paid when Gladys is free?
        </Translate>
      ),
      answer: (
        <p>
          <Translate
            id="plus.faq.paid.answer"
            description="Answer to the Gladys Plus FAQ question about why it is paid">
            {
              "All the code is open source, this website included, and Gladys itself stays free. Running the project still costs money: servers, domain names, email services, subscriptions, hardware, the community, and the founder's time. Gladys Plus subscriptions are the only source of funding of the project."
            }
          </Translate>
        </p>
      ),
    },
    {
      id: 'money',
      question: (
        <Translate id="plus.faq.money.question" description="Gladys Plus FAQ question">
          Where does the money go?
        </Translate>
      ),
      answer: (
        <p>
          <Translate
            id="plus.faq.money.answer"
            description="Answer to the Gladys Plus FAQ question about the use of subscription revenue">
            Into the project. Subscriptions have already paid a professional designer for the brand
            identity: the logo, the illustrations and the colours. With no investors and no
            advertisers, decisions are made in the interest of users.
          </Translate>
        </p>
      ),
    },
  ];
}

/** `/plus/` FAQ section, built on the shared `<details>` list. */
export default function PlusFaq(): ReactNode {
  return (
    <Section
      id="faq"
      title={
        <Translate
          id="plus.faq.title"
          description="Heading of the FAQ section of the Gladys Plus page">
          Frequently asked questions
        </Translate>
      }>
      <Faq items={getItems()} />
    </Section>
  );
}
