import type {ReactNode} from 'react';
import type {DocNode} from './markdown';

/** Props of {@link DocTree}. */
export type DocTreeProps = {
  /** A document made by `markdownToTree` at build time. */
  node: DocNode;
  /** Heading levels are moved down by this much, so the author's `#` sits under the page's `h2`. */
  headingOffset?: number;
};

/**
 * Draws an author's document with React elements only: every text goes through React's escaping,
 * so Markdown or HTML the author wrote shows as text and never runs. Images are not loaded: their
 * alternative text links to them.
 */
export default function DocTree({node, headingOffset = 2}: DocTreeProps): ReactNode {
  const kids = (): ReactNode =>
    'children' in node
      ? node.children.map((child, i) => (
          <DocTree key={i} node={child} headingOffset={headingOffset} />
        ))
      : null;
  switch (node.type) {
    case 'root':
      return <>{kids()}</>;
    case 'text':
      return node.value;
    case 'paragraph':
      return <p>{kids()}</p>;
    case 'heading': {
      const Tag = `h${Math.min(node.depth + headingOffset, 6)}` as 'h3';
      return <Tag>{kids()}</Tag>;
    }
    case 'list':
      return node.ordered ? <ol>{kids()}</ol> : <ul>{kids()}</ul>;
    case 'listItem':
      return <li>{kids()}</li>;
    case 'emphasis':
      return <em>{kids()}</em>;
    case 'strong':
      return <strong>{kids()}</strong>;
    case 'delete':
      return <del>{kids()}</del>;
    case 'blockquote':
      return <blockquote>{kids()}</blockquote>;
    case 'inlineCode':
      return <code>{node.value}</code>;
    case 'code':
      return (
        <pre>
          <code>{node.value}</code>
        </pre>
      );
    case 'link':
      return node.url ? (
        <a href={node.url} rel="noopener noreferrer nofollow">
          {kids()}
        </a>
      ) : (
        <>{kids()}</>
      );
    case 'image':
      return node.url ? (
        <a href={node.url} rel="noopener noreferrer nofollow">
          {node.alt || node.url}
        </a>
      ) : (
        node.alt
      );
    case 'table':
      return (
        <div className="table-wrapper">
          <table>
            <tbody>{kids()}</tbody>
          </table>
        </div>
      );
    case 'tableRow':
      return <tr>{kids()}</tr>;
    case 'tableCell':
      return <td>{kids()}</td>;
    case 'thematicBreak':
      return <hr />;
    case 'break':
      return <br />;
  }
}
