import type { NavGroup, NavItem, Role } from './types';

const allowed = (roles: Role[] | undefined, role: string) => !roles || roles.includes(role as Role);

function filterItems(items: NavItem[], role: string): NavItem[] {
  return items
    .filter((item) => allowed(item.roles, role))
    .map((item) => (item.children ? { ...item, children: filterItems(item.children, role) } : item));
}

/** The menu a role may see: an item (or group) is hidden when the role is not among its roles. */
export function filterNavByRole(groups: NavGroup[], role: string): NavGroup[] {
  return groups
    .filter((g) => allowed(g.roles, role))
    .map((g) => ({ ...g, items: filterItems(g.items, role) }))
    .filter((g) => g.items.length > 0);
}

/** Whether `pathname` is the item's page or below it (the root only matches itself). */
export function isActive(itemPath: string, pathname: string, exact = false): boolean {
  if (exact || itemPath === '/dashboard') return pathname === itemPath;
  return pathname === itemPath || pathname.startsWith(`${itemPath}/`);
}
