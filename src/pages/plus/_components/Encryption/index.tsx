import type {ReactNode} from 'react';
import type {PlusCopy} from '../copy';
import Icon, {type IconName} from '@site/src/components/Icon';
import IconDisc from '@site/src/components/IconDisc';
import Section from '@site/src/components/Section';
import styles from './styles.module.css';

type FlowNode = {id: string; icon: IconName; label: ReactNode; detail: ReactNode};
type Step = {id: string; icon: IconName; title: ReactNode; text: ReactNode};

/** The three parties of a remote connection, left to right. */
function getNodes(copy: PlusCopy): FlowNode[] {
  return [
    {
      id: 'device',
      icon: 'phone',
      label: copy.encryptionNodeDevice,
      detail: copy.encryptionNodeDeviceDetail,
    },
    {
      id: 'server',
      icon: 'server',
      label: copy.encryptionNodeServer,
      detail: copy.encryptionNodeServerDetail,
    },
    {
      id: 'home',
      icon: 'home',
      label: copy.encryptionNodeHome,
      detail: copy.encryptionNodeHomeDetail,
    },
  ];
}

/** The four protections, in the order a message meets them. */
function getSteps(copy: PlusCopy): Step[] {
  return [
    {
      id: 'message-key',
      icon: 'key',
      title: copy.encryptionStepAesTitle,
      text: copy.encryptionStepAesText,
    },
    {
      id: 'instance-key',
      icon: 'lock',
      title: copy.encryptionStepRsaTitle,
      text: copy.encryptionStepRsaText,
    },
    {
      id: 'signature',
      icon: 'signature',
      title: copy.encryptionStepSignatureTitle,
      text: copy.encryptionStepSignatureText,
    },
    {
      id: 'approval',
      icon: 'shield',
      title: copy.encryptionStepApprovalTitle,
      text: copy.encryptionStepApprovalText,
    },
  ];
}

/**
 * `/plus/` section (anchor `#encryption`) explaining the end-to-end encryption
 * of remote access: a three-node diagram in HTML (translatable, readable by
 * screen readers) and the four protections as a numbered list.
 */
export default function PlusEncryption({copy}: {copy: PlusCopy}): ReactNode {
  const nodes = getNodes(copy);
  return (
    <Section id="encryption" tone="tinted" title={copy.encryptionTitle} lead={copy.encryptionLead}>
      <figure className={styles.figure}>
        <ol className={styles.flow}>
          {nodes.map((node, index) => (
            <li key={node.id} className={styles.node}>
              <span className={styles.nodeIcon}>
                <Icon name={node.icon} size={30} />
              </span>
              <span className={styles.nodeLabel}>{node.label}</span>
              <span className={styles.nodeDetail}>{node.detail}</span>
              {index < nodes.length - 1 && (
                <span className={styles.arrow} aria-hidden="true">
                  <Icon name="lock" size={16} />
                  <Icon name="arrow" size={22} />
                </span>
              )}
            </li>
          ))}
        </ol>
        <figcaption className={styles.caption}>{copy.encryptionCaption}</figcaption>
      </figure>
      <ol className={styles.steps}>
        {getSteps(copy).map((step) => (
          <li key={step.id} className={styles.step}>
            <IconDisc size="medium" tone="solid">
              <Icon name={step.icon} size={24} />
            </IconDisc>
            <div>
              <h3 className={styles.stepTitle}>{step.title}</h3>
              <p className={styles.stepText}>{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <p className={styles.conclusion}>{copy.encryptionConclusion}</p>
    </Section>
  );
}
