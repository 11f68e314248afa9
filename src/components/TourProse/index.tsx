/**
 * A lesson's explanation, from the Markdown tree plugins/tour.ts ships (the
 * few node types a lesson uses), as React elements: code blocks through the
 * site's own CodeBlock, links through Docusaurus's Link. Rendering the tree
 * here keeps lessons out of MDX, so a lesson file is plain Markdown.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import type {Code, RootContent} from 'mdast';
import {parseMeta, stageLabel} from '@site/src/examples/scan';

const RESULT_TITLES: Record<string, string> = {output: 'Output', error: 'Error', panic: 'Go panic'};

/** An example's result block is titled as on docs pages ("Error when parsing"); other blocks have no title. */
function resultTitle(node: Code): string | undefined {
  const role = Object.keys(RESULT_TITLES).find((word) => parseMeta(node.meta).words.has(word));
  return role ? [RESULT_TITLES[role], stageLabel(node)].filter(Boolean).join(' ') : undefined;
}

function children(nodes: readonly RootContent[]): ReactNode[] {
  return nodes.map((node, i) => <Node key={i} node={node} />);
}

function Node({node}: {node: RootContent}): ReactNode {
  switch (node.type) {
    case 'paragraph':
      return <p>{children(node.children)}</p>;
    case 'heading': {
      // The lesson's title is the page's h1; its sections start at h2.
      const Tag = `h${Math.min(6, Math.max(2, node.depth + 1))}` as 'h2';
      return <Tag>{children(node.children)}</Tag>;
    }
    case 'text':
      return node.value;
    case 'emphasis':
      return <em>{children(node.children)}</em>;
    case 'strong':
      return <strong>{children(node.children)}</strong>;
    case 'inlineCode':
      return <code>{node.value}</code>;
    case 'break':
      return <br />;
    case 'thematicBreak':
      return <hr />;
    case 'blockquote':
      return <blockquote>{children(node.children)}</blockquote>;
    case 'list':
      return node.ordered ? (
        <ol start={node.start ?? undefined}>{children(node.children)}</ol>
      ) : (
        <ul>{children(node.children)}</ul>
      );
    case 'listItem':
      // A tight list item's paragraph is its text, as Markdown renders it.
      return (
        <li>
          {node.spread
            ? children(node.children)
            : node.children.map((child, i) =>
                child.type === 'paragraph' ? (
                  <React.Fragment key={i}>{children(child.children)}</React.Fragment>
                ) : (
                  <Node key={i} node={child} />
                ),
              )}
        </li>
      );
    case 'link':
      return <Link to={node.url}>{children(node.children)}</Link>;
    case 'code':
      return (
        <CodeBlock
          language={node.lang === 'textwire' || node.lang === 'go' ? node.lang : 'text'}
          title={resultTitle(node)}
        >
          {node.value}
        </CodeBlock>
      );
    default:
      return null;
  }
}

export default function TourProse({nodes}: {nodes: readonly RootContent[]}): ReactNode {
  return <>{children(nodes)}</>;
}

/** The task sentence: text with `code` spans, the only Markdown it may hold. */
export function InlineCodeText({text}: {text: string}): ReactNode {
  return text
    .split(/(`[^`]+`)/)
    .map((part, i) =>
      part.startsWith('`') && part.endsWith('`') && part.length > 1 ? <code key={i}>{part.slice(1, -1)}</code> : part,
    );
}
