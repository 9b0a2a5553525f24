import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Interpolate from '@docusaurus/Interpolate';
import type {PlusCopy} from '../copy';
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
function featureText(copy: PlusCopy): Record<PlanFeature, string> {
  return {
    remoteAccess: copy.pricingFeatureRemoteAccess,
    voiceAssistants: copy.pricingFeatureVoiceAssistants,
    openApi: copy.pricingFeatureOpenApi,
    familyAccounts: copy.pricingFeatureFamilyAccounts,
    backups: copy.pricingFeatureBackups,
    cameraStreaming: copy.pricingFeatureCameraStreaming,
    ai: copy.pricingFeatureAi,
    enedis: copy.pricingFeatureEnedis,
    mcp: copy.pricingFeatureMcp,
  };
}

/**
 * `/plus/` pricing section (anchor `#pricing`): one card per plan of
 * src/data/plans.ts (Lite, Plus), each with its yearly price shown per month
 * and in full, formatted for the current locale, and what it includes; then
 * the sign-up and log-in buttons and the trial, renewal, refund and legal notes.
 */
export default function PlusPricing({copy}: {copy: PlusCopy}): ReactNode {
  const names = planText();
  const features = featureText(copy);
  const numbers = useNumberPattern();
  const format = (price: string) => formatPrice(price, numbers);
  return (
    <Section
      id="pricing"
      title={copy.pricingTitle}
      lead={<Interpolate values={{months: trialMonths}}>{copy.pricingLead}</Interpolate>}>
      <ul className={styles.plans}>
        {plans.map((plan) => (
          <li key={plan.id} className={clsx(styles.plan, plan.highlighted && styles.highlighted)}>
            <h3 className={styles.name}>{names[plan.id].name}</h3>
            {plan.highlighted && <p className={styles.badge}>{copy.pricingPopular}</p>}
            <p className={styles.tagline}>{names[plan.id].tagline}</p>
            <p className={styles.price}>
              <span className={styles.amount}>{format(plan.pricePerMonth)}</span>{' '}
              <span className={styles.period}>{copy.pricingPerMonth}</span>
            </p>
            <p className={styles.billing}>
              <Interpolate values={{price: format(plan.price), percent: yearlySavingPercent}}>
                {copy.pricingBilledYearly}
              </Interpolate>
            </p>
            <ul className={styles.included}>
              {plan.includes && (
                <li>
                  <Icon name="check" size={18} className={styles.check} />
                  <Interpolate values={{plan: names[plan.includes].name}}>
                    {copy.pricingEverythingIn}
                  </Interpolate>
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
          {copy.pricingSubscribe}
        </Link>
        <Link className="button button--primary button--outline button--lg" href={plusLinks.login}>
          {copy.pricingLogin}
        </Link>
      </div>
      <p className={styles.notes}>
        <Interpolate values={{days: refundWindowDays}}>{copy.pricingNotes}</Interpolate>{' '}
        <Link to="/plus/terms/">{copy.pricingTermsLink}</Link>
        {' · '}
        <Link to="/plus/privacy/">{copy.pricingPrivacyLink}</Link>
      </p>
    </Section>
  );
}
