/**
 * Makes Markdown tables keyboard-focusable. On narrow screens the theme lets
 * a wide table scroll sideways, and a scrolling region must be reachable
 * with the keyboard (WCAG 2.1.1) to be scrolled without a mouse.
 */
import type {Root, Table} from 'mdast';

function visitTables(node: Root | Root['children'][number], found: Table[]): void {
  if (node.type === 'table') found.push(node);
  if ('children' in node) for (const child of node.children) visitTables(child as Root['children'][number], found);
}

export default function remarkFocusableTables() {
  return (tree: Root): void => {
    const tables: Table[] = [];
    visitTables(tree, tables);
    for (const table of tables) {
      table.data = {...table.data, hProperties: {...(table.data?.hProperties ?? {}), tabIndex: 0}};
    }
  };
}
