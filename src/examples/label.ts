/** "v2 › Upgrading from v1 › len counts characters": a docs example's place, in the examples menu and the playground's link back. */
export function originLabel(version: string, page: string, section: string): string {
  return [version, page, section].filter(Boolean).join(' › ');
}
