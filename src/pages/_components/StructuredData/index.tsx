import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import StructuredData from '@site/src/components/StructuredData';
import {plans, planText} from '@site/src/data/plans';
import {product} from '@site/src/data/product';
import {softwareApplication} from '@site/src/lib/structuredData';

/**
 * JSON-LD of the home page: Gladys Assistant as a `SoftwareApplication`
 * (Apache-2.0, Linux through Docker on the product's architectures, the
 * version the docs describe), free, with the Gladys Plus plans of
 * src/data/plans.ts as further offers.
 *
 * @param props.description the page's meta description, reused as the application's
 */
export default function HomeStructuredData({description}: {description: string}): ReactNode {
  const {siteConfig, i18n} = useDocusaurusContext();
  const names = planText();
  return (
    <StructuredData
      data={softwareApplication({
        siteUrl: siteConfig.url,
        inLanguage: i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale,
        description,
        version: product.version,
        architectures: product.architectures,
        plans,
        planName: (plan) => `Gladys Plus – ${names[plan.id].name}`,
      })}
    />
  );
}
