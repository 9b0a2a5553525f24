import type {ReactNode} from 'react';
import Icon, {type IconName} from '@site/src/components/Icon';
import IconDisc from '@site/src/components/IconDisc';
import CardGrid from '@site/src/components/CardGrid';
import Section from '@site/src/components/Section';
import type {HomePrivacyCopy} from '../HomePage/copy';
import styles from './styles.module.css';

/** The three privacy commitments, in display order: the key of each one's words and its icon. */
const points: readonly {id: keyof HomePrivacyCopy['points']; icon: IconName}[] = [
  {id: 'selfHosted', icon: 'home'},
  {id: 'openSource', icon: 'branch'},
  {id: 'encrypted', icon: 'shield'},
];

/**
 * Home page section on privacy: Gladys is self-hosted, open source, and encrypted end to end when
 * used remotely.
 *
 * @param props.copy the section's words (`HomePrivacyCopy`, from the page's copy)
 */
export default function HomePrivacy({copy}: {copy: HomePrivacyCopy}): ReactNode {
  return (
    <Section tone="tinted" title={copy.title} lead={copy.lead}>
      <CardGrid columns={3} className={styles.points}>
        {points.map((point) => (
          <li key={point.id} className={styles.point}>
            <IconDisc size="large" tone="ringed" className={styles.icon}>
              <Icon name={point.icon} size={28} />
            </IconDisc>
            <h3 className={styles.pointTitle}>{copy.points[point.id].title}</h3>
            <p className={styles.pointText}>{copy.points[point.id].text}</p>
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
