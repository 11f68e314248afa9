/**
 * Remark plugin: a link to an engine module on pkg.go.dev gets the release
 * the docs describe, from the version registry (src/versions/pkgGoDev.ts),
 * so no page types a version that could go stale.
 */
import type {Link, Parent, Root} from 'mdast';
import {pinPkgGoDevUrl} from '../src/versions/pkgGoDev';

function pin(node: Parent | Root): void {
  for (const child of node.children) {
    if (child.type === 'link' || child.type === 'definition') (child as Link).url = pinPkgGoDevUrl((child as Link).url);
    if ('children' in child) pin(child as Parent);
  }
}

export default function remarkPkgGoDev() {
  return (tree: Root): void => pin(tree);
}
