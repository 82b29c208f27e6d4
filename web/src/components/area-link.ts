import type { Icon } from '@tabler/icons-react';

/** An entry of a signed-in area's navigation (the side bar, and the owner's menu screen). */
export interface AreaLink {
  to: string;
  label: string;
  icon: Icon;
  /** Other URL prefixes that belong to this entry (e.g. the listing steps). */
  matches?: string[];
}

/** Whether the entry is the current page: its own URL or one below it (the area home only itself). */
export function isActiveLink(pathname: string, link: AreaLink, home: string): boolean {
  const prefixes = [link.to, ...(link.matches ?? [])];
  return prefixes.some((p) =>
    p === home ? pathname === home : pathname === p || pathname.startsWith(`${p}/`),
  );
}
