import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import Icon, {type IconName} from '@site/src/components/Icon';
import IconDisc from '@site/src/components/IconDisc';
import Section from '@site/src/components/Section';
import styles from './styles.module.css';

type FlowNode = {id: string; icon: IconName; label: ReactNode; detail: ReactNode};
type Step = {id: string; icon: IconName; title: ReactNode; text: ReactNode};

/** The three parties of a remote connection, left to right. */
function getNodes(): FlowNode[] {
  return [
    {
      id: 'device',
      icon: 'phone',
      label: (
        <Translate
          id="plus.encryption.node.device"
          description="Diagram label: the user's phone or browser">
          Your phone or browser
        </Translate>
      ),
      detail: (
        <Translate
          id="plus.encryption.node.device.detail"
          description="Diagram detail under the phone label">
          encrypts and signs
        </Translate>
      ),
    },
    {
      id: 'server',
      icon: 'server',
      label: (
        <Translate
          id="plus.encryption.node.server"
          description="Diagram label: the Gladys Plus server">
          Gladys Plus server
        </Translate>
      ),
      detail: (
        <Translate
          id="plus.encryption.node.server.detail"
          description="Diagram detail under the server label">
          relays, cannot read
        </Translate>
      ),
    },
    {
      id: 'home',
      icon: 'home',
      label: (
        <Translate
          id="plus.encryption.node.home"
          description="Diagram label: the user's Gladys instance at home">
          Your Gladys at home
        </Translate>
      ),
      detail: (
        <Translate
          id="plus.encryption.node.home.detail"
          description="Diagram detail under the home label">
          checks and decrypts
        </Translate>
      ),
    },
  ];
}

/** The four protections, in the order a message meets them. */
function getSteps(): Step[] {
  return [
    {
      id: 'message-key',
      icon: 'key',
      title: (
        <Translate
          id="plus.encryption.step.aes.title"
          description="Title of an encryption step on the Gladys Plus page">
          A new key for every message
        </Translate>
      ),
      text: (
        <Translate id="plus.encryption.step.aes.text" description="Text of the AES encryption step">
          Your browser encrypts each message with AES-GCM (256-bit), using a fresh key made for that
          message only.
        </Translate>
      ),
    },
    {
      id: 'instance-key',
      icon: 'lock',
      title: (
        <Translate
          id="plus.encryption.step.rsa.title"
          description="Title of an encryption step on the Gladys Plus page">
          Only your Gladys can open it
        </Translate>
      ),
      text: (
        <Translate id="plus.encryption.step.rsa.text" description="Text of the RSA encryption step">
          That key is itself encrypted with RSA-OAEP (2048-bit) using the public key of your Gladys
          instance. Only your instance holds the matching private key.
        </Translate>
      ),
    },
    {
      id: 'signature',
      icon: 'signature',
      title: (
        <Translate
          id="plus.encryption.step.signature.title"
          description="Title of an encryption step on the Gladys Plus page">
          Signed and dated
        </Translate>
      ),
      text: (
        <Translate
          id="plus.encryption.step.signature.text"
          description="Text of the signature step">
          Each message is signed with ECDSA P-256 and carries an expiry date, so nobody can alter it
          or replay it later.
        </Translate>
      ),
    },
    {
      id: 'approval',
      icon: 'shield',
      title: (
        <Translate
          id="plus.encryption.step.approval.title"
          description="Title of an encryption step on the Gladys Plus page">
          You approve each new key
        </Translate>
      ),
      text: (
        <Translate
          id="plus.encryption.step.approval.text"
          description="Text of the key approval step">
          Your Gladys accepts the key of a new user only after you approve it, which blocks
          man-in-the-middle attacks.
        </Translate>
      ),
    },
  ];
}

/**
 * `/plus/` section (anchor `#encryption`) explaining the end-to-end encryption
 * of remote access: a three-node diagram in HTML (translatable, readable by
 * screen readers) and the four protections as a numbered list.
 */
export default function PlusEncryption(): ReactNode {
  const nodes = getNodes();
  return (
    <Section
      id="encryption"
      tone="tinted"
      title={
        <Translate
          id="plus.encryption.title"
          description="Heading of the encryption section of the Gladys Plus page">
          How the end-to-end encryption works
        </Translate>
      }
      lead={
        <Translate
          id="plus.encryption.lead"
          description="Paragraph under the heading of the encryption section">
          Your browser and your Gladys hold keys that the Gladys Plus server never sees. The server
          only passes sealed messages along.
        </Translate>
      }>
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
        <figcaption className={styles.caption}>
          <Translate id="plus.encryption.caption" description="Caption of the encryption diagram">
            A message is encrypted on your device and decrypted only by your Gladys.
          </Translate>
        </figcaption>
      </figure>
      <ol className={styles.steps}>
        {getSteps().map((step) => (
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
      <p className={styles.conclusion}>
        <Translate
          id="plus.encryption.conclusion"
          description="Closing sentence of the encryption section">
          As a result, even if the Gladys Plus server were compromised, it could not control your
          Gladys without its private key.
        </Translate>
      </p>
    </Section>
  );
}
