import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Icon from '@site/src/components/Icon';
import Section from '@site/src/components/Section';
import {
  formatPrice,
  planText,
  plans,
  plusLinks,
  refundWindowDays,
  trialMonths,
  yearlySavingPercent,
  type PlanFeature,
} from '@site/src/data/plans';
import {useNumberPattern} from '@site/src/lib/localeFormats';
import styles from './styles.module.css';

/** Translated label of each plan feature (ids from src/data/plans.ts). */
function featureText(): Record<PlanFeature, string> {
  const d = 'Item of the list of what a Gladys Plus plan includes';
  return {
    remoteAccess: translate({
      id: 'plus.pricing.feature.remoteAccess',
      message: 'Remote access, encrypted end to end',
      description: d,
    }),
    voiceAssistants: translate({
      id: 'plus.pricing.feature.voiceAssistants',
      message: 'Google Home and Amazon Alexa',
      description: d,
    }),
    openApi: translate({
      id: 'plus.pricing.feature.openApi',
      message: 'Open REST API',
      description: d,
    }),
    familyAccounts: translate({
      id: 'plus.pricing.feature.familyAccounts',
      message: 'An account for everyone in your household',
      description: d,
    }),
    backups: translate({
      id: 'plus.pricing.feature.backups',
      message: 'An encrypted backup every day',
      description: d,
    }),
    cameraStreaming: translate({
      id: 'plus.pricing.feature.cameraStreaming',
      message: 'Live camera streams from outside your home',
      description: d,
    }),
    ai: translate({
      id: 'plus.pricing.feature.ai',
      message: 'AI on open-weight models: chat, image analysis, speech on your speakers',
      description: d,
    }),
    enedis: translate({
      id: 'plus.pricing.feature.enedis',
      message: 'Enedis electricity consumption (France)',
      description: d,
    }),
    mcp: translate({
      id: 'plus.pricing.feature.mcp',
      message: 'MCP server for the AI assistants you already use',
      description: d,
    }),
  };
}

/**
 * `/plus/` pricing section (anchor `#pricing`): one card per plan of
 * src/data/plans.ts (Lite, Plus), each with its yearly price shown per month
 * and in full, formatted for the current locale, and what it includes; then
 * the sign-up and log-in buttons and the trial, renewal, refund and legal notes.
 */
export default function PlusPricing(): ReactNode {
  const names = planText();
  const features = featureText();
  const numbers = useNumberPattern();
  const format = (price: string) => formatPrice(price, numbers);
  return (
    <Section
      id="pricing"
      title={
        <Translate
          id="plus.pricing.title"
          description="Heading of the pricing section of the Gladys Plus page">
          Two plans
        </Translate>
      }
      lead={
        <Translate
          id="plus.pricing.lead"
          description="Paragraph under the heading of the pricing section; {months} is the trial length"
          values={{months: trialMonths}}>
          {
            'Lite covers remote access and voice assistants; Plus adds backups, cameras and AI. Both start with a free trial of {months} month, with no credit card.'
          }
        </Translate>
      }>
      <ul className={styles.plans}>
        {plans.map((plan) => (
          <li key={plan.id} className={clsx(styles.plan, plan.highlighted && styles.highlighted)}>
            <h3 className={styles.name}>{names[plan.id].name}</h3>
            {plan.highlighted && (
              <p className={styles.badge}>
                <Translate
                  id="plus.pricing.popular"
                  description="Badge on the plan most subscribers choose">
                  Most popular
                </Translate>
              </p>
            )}
            <p className={styles.tagline}>{names[plan.id].tagline}</p>
            <p className={styles.price}>
              <span className={styles.amount}>{format(plan.pricePerMonth)}</span>{' '}
              <span className={styles.period}>
                <Translate
                  id="plus.pricing.perMonth"
                  description="Suffix after a yearly price shown per month, e.g. '€8.33 per month'">
                  per month
                </Translate>
              </span>
            </p>
            <p className={styles.billing}>
              <Translate
                id="plus.pricing.billedYearly"
                description="How a plan is billed; {price} is the yearly price, {percent} the saving over monthly billing"
                values={{price: format(plan.price), percent: yearlySavingPercent}}>
                {'{price} billed once a year, {percent}% less than paying monthly'}
              </Translate>
            </p>
            <ul className={styles.included}>
              {plan.includes && (
                <li>
                  <Icon name="check" size={18} className={styles.check} />
                  <Translate
                    id="plus.pricing.everythingIn"
                    description="First item of a plan that includes a cheaper one; {plan} is its name"
                    values={{plan: names[plan.includes].name}}>
                    {'Everything in {plan}'}
                  </Translate>
                </li>
              )}
              {plan.features.map((feature) => (
                <li key={feature}>
                  <Icon name="check" size={18} className={styles.check} />
                  {features[feature]}
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
            Start my free trial
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
            'You can move between Lite and Plus whenever you like. A subscription renews at the end of each year until you cancel it, in one click. Not satisfied? You get a refund within {days} days.'
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
