import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Translate, {translate} from '@docusaurus/Translate';
import Icon from '@site/src/components/Icon';
import Section from '@site/src/components/Section';
import {
  formatPlanPrice,
  plans,
  plusLinks,
  refundWindowDays,
  type BillingPeriod,
  type PlanId,
} from '@site/src/data/plans';
import styles from './styles.module.css';

/** Translated name and billing note of each plan (ids from src/data/plans.ts). */
function planText(): Record<PlanId, {name: string; billing: string}> {
  return {
    monthly: {
      name: translate({
        id: 'plus.pricing.monthly',
        message: 'Monthly',
        description: 'Name of the monthly Gladys Plus plan',
      }),
      billing: translate({
        id: 'plus.pricing.monthly.billing',
        message: 'Billed every month',
        description: 'How the monthly Gladys Plus plan is billed',
      }),
    },
    yearly: {
      name: translate({
        id: 'plus.pricing.yearly',
        message: 'Yearly',
        description: 'Name of the yearly Gladys Plus plan',
      }),
      billing: translate({
        id: 'plus.pricing.yearly.billing',
        message: 'Billed once a year',
        description: 'How the yearly Gladys Plus plan is billed',
      }),
    },
  };
}

/** Translated "per period" suffix shown after a price. */
function periodText(): Record<BillingPeriod, string> {
  return {
    month: translate({
      id: 'plus.pricing.perMonth',
      message: 'per month',
      description: 'Suffix after a price billed monthly, e.g. "9.99 € per month"',
    }),
    year: translate({
      id: 'plus.pricing.perYear',
      message: 'per year',
      description: 'Suffix after a price billed yearly, e.g. "99.99 € per year"',
    }),
  };
}

/** What every plan includes, in display order. */
function includedText(): string[] {
  return [
    translate({
      id: 'plus.pricing.included.remote',
      message: 'Remote access, encrypted end to end',
      description: 'Item of the list of what every Gladys Plus plan includes',
    }),
    translate({
      id: 'plus.pricing.included.backups',
      message: 'An encrypted backup every day',
      description: 'Item of the list of what every Gladys Plus plan includes',
    }),
    translate({
      id: 'plus.pricing.included.api',
      message: 'Open REST API',
      description: 'Item of the list of what every Gladys Plus plan includes',
    }),
    translate({
      id: 'plus.pricing.included.voice',
      message: 'Google Assistant and Alexa',
      description: 'Item of the list of what every Gladys Plus plan includes',
    }),
    translate({
      id: 'plus.pricing.included.cancel',
      message: 'Cancel in one click',
      description: 'Item of the list of what every Gladys Plus plan includes',
    }),
  ];
}

/**
 * `/plus/` pricing section (anchor `#pricing`): one card per plan from
 * src/data/plans.ts, with the price formatted for the current locale, then a
 * single sign-up button and the renewal, refund and legal notes.
 */
export default function PlusPricing(): ReactNode {
  const {i18n} = useDocusaurusContext();
  const names = planText();
  const periods = periodText();
  const included = includedText();
  return (
    <Section
      id="pricing"
      title={
        <Translate
          id="plus.pricing.title"
          description="Heading of the pricing section of the Gladys Plus page">
          Simple pricing
        </Translate>
      }
      lead={
        <Translate
          id="plus.pricing.lead"
          description="Paragraph under the heading of the pricing section">
          One subscription with every feature. Only the billing period changes.
        </Translate>
      }>
      <ul className={styles.plans}>
        {plans.map((plan) => (
          <li key={plan.id} className={clsx(styles.plan, plan.highlighted && styles.highlighted)}>
            <h3 className={styles.name}>{names[plan.id].name}</h3>
            {plan.highlighted && (
              <p className={styles.badge}>
                <Translate
                  id="plus.pricing.bestValue"
                  description="Badge on the plan that costs less over a year">
                  Best value
                </Translate>
              </p>
            )}
            <p className={styles.price}>
              <span className={styles.amount}>{formatPlanPrice(plan, i18n.currentLocale)}</span>{' '}
              <span className={styles.period}>{periods[plan.period]}</span>
            </p>
            <p className={styles.billing}>{names[plan.id].billing}</p>
            <ul className={styles.included}>
              {included.map((item) => (
                <li key={item}>
                  <Icon name="check" size={18} className={styles.check} />
                  {item}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <div className={styles.cta}>
        <Link className="button button--primary button--lg" href={plusLinks.signup}>
          <Translate
            id="plus.pricing.subscribe"
            description="Sign-up button under the Gladys Plus prices">
            Create my Gladys Plus account
          </Translate>
        </Link>
        <Link className="button button--primary button--outline button--lg" href={plusLinks.login}>
          <Translate
            id="plus.pricing.login"
            description="Log-in button under the Gladys Plus prices">
            Log in
          </Translate>
        </Link>
      </div>
      <p className={styles.notes}>
        <Translate
          id="plus.pricing.notes"
          description="Small print under the Gladys Plus prices; {days} is the refund window in days"
          values={{days: refundWindowDays}}>
          {
            'Your subscription renews at the end of each period until you cancel it. Not satisfied? You get a refund within {days} days.'
          }
        </Translate>{' '}
        <Link to="/plus/terms/">
          <Translate
            id="plus.pricing.termsLink"
            description="Link to the Gladys Plus terms of sale">
            Terms of sale
          </Translate>
        </Link>
        {' · '}
        <Link to="/plus/privacy/">
          <Translate
            id="plus.pricing.privacyLink"
            description="Link to the Gladys Plus privacy policy">
            Privacy policy
          </Translate>
        </Link>
      </p>
    </Section>
  );
}
