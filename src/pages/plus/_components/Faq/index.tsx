import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Interpolate from '@docusaurus/Interpolate';
import type {PlusCopy} from '../copy';
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
function getItems(copy: PlusCopy): FaqItem[] {
  return [
    {
      id: 'need-plus',
      question: copy.faqNeedQuestion,
      answer: <p>{copy.faqNeedAnswer}</p>,
    },
    {
      id: 'why-subscribe',
      question: copy.faqWhyQuestion,
      answer: <p>{copy.faqWhyAnswer}</p>,
    },
    {
      id: 'plans',
      question: copy.faqPlansQuestion,
      answer: <p>{copy.faqPlansAnswer}</p>,
    },
    {
      id: 'cancel',
      question: copy.faqCancelQuestion,
      answer: (
        <p>
          <Interpolate values={{email: emailLink}}>{copy.faqCancelAnswer}</Interpolate>
        </p>
      ),
    },
    {
      id: 'refund',
      question: copy.faqRefundQuestion,
      answer: (
        <p>
          <Interpolate values={{email: emailLink, days: refundWindowDays}}>
            {copy.faqRefundAnswer}
          </Interpolate>
        </p>
      ),
    },
    {
      id: 'phone',
      question: copy.faqPhoneQuestion,
      answer: <p>{copy.faqPhoneAnswer}</p>,
    },
    {
      id: 'privacy',
      question: copy.faqPrivacyQuestion,
      answer: (
        <>
          <p>
            <Interpolate
              values={{
                link: <Link to="#encryption">{copy.faqPrivacyAnswerLink}</Link>,
              }}>
              {copy.faqPrivacyAnswer}
            </Interpolate>
          </p>
          <p>
            <Interpolate
              values={{
                apple: (
                  <Link href="https://manuals.info.apple.com/MANUALS/1000/MA1902/en_US/apple-platform-security-guide.pdf">
                    Apple Platform Security
                  </Link>
                ),
              }}>
              {copy.faqPrivacyReading}
            </Interpolate>
          </p>
        </>
      ),
    },
    {
      id: 'why-paid',
      question: copy.faqPaidQuestion,
      answer: <p>{copy.faqPaidAnswer}</p>,
    },
    {
      id: 'money',
      question: copy.faqMoneyQuestion,
      answer: <p>{copy.faqMoneyAnswer}</p>,
    },
  ];
}

/** `/plus/` FAQ section, built on the shared `<details>` list. */
export default function PlusFaq({copy}: {copy: PlusCopy}): ReactNode {
  return (
    <Section id="faq" title={copy.faqTitle}>
      <Faq items={getItems(copy)} />
    </Section>
  );
}
