/**
 * src/theme/NavbarItem/ComponentTypes.tsx maps only the navbar item types the
 * site config uses (the others stay out of every page's first load). A type
 * added to the config but not to that map would throw on every page.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import config from '../../docusaurus.config';
import {SITE_ROOT} from '../support/docs';

type Item = {type?: string; items?: Item[]};

/** As the theme's NavbarItem reads a type: none (or 'default') is a link, or a dropdown if it has items. */
function typesOf(items: Item[]): string[] {
  return items.flatMap((item) => {
    const type = !item.type || item.type === 'default' ? (item.items ? 'dropdown' : 'default') : item.type;
    return [type, ...typesOf(item.items ?? [])];
  });
}

describe('navbar item types', () => {
  it('every type the config uses is in the map of src/theme/NavbarItem/ComponentTypes.tsx', () => {
    const source = readFileSync(join(SITE_ROOT, 'src/theme/NavbarItem/ComponentTypes.tsx'), 'utf8');
    const mapped = [...source.matchAll(/^ {2}(\w+): \w+NavbarItem,$/gm)].map(([, type]) => type);
    const items = (config.themeConfig as {navbar: {items: Item[]}}).navbar.items;
    expect(mapped).toContain('default');
    expect([...new Set(typesOf(items))].filter((type) => !mapped.includes(type))).toEqual([]);
  });
});
