import { describe, expect, it } from 'vitest';
import { filterNavByRole, isActive } from '../../src/layout/nav/filterByRole';
import { NAV } from '../../src/layout/nav/navConfig';
import type { NavGroup } from '../../src/layout/nav/types';

const titles = (groups: NavGroup[]) => groups.flatMap((g) => g.items.map((i) => i.title));

describe('menu role filtering', () => {
  const sample: NavGroup[] = [
    {
      subheader: 'a',
      items: [
        { title: 'everyone', path: '/x' },
        { title: 'admins', path: '/y', roles: ['admin'] },
        {
          title: 'parent',
          path: '/p',
          children: [
            { title: 'child-all', path: '/p/1' },
            { title: 'child-admin', path: '/p/2', roles: ['admin'] },
          ],
        },
      ],
    },
    { subheader: 'admin-group', roles: ['admin'], items: [{ title: 'users', path: '/u' }] },
    { subheader: 'emptied', items: [{ title: 'only-admin', path: '/z', roles: ['admin'] }] },
  ];

  it('hides an item, a child or a group when the role is not among its roles', () => {
    const dealer = filterNavByRole(sample, 'dealer');
    expect(dealer.map((g) => g.subheader)).toEqual(['a']);
    expect(titles(dealer)).toEqual(['everyone', 'parent']);
    expect(dealer[0].items[1].children!.map((c) => c.title)).toEqual(['child-all']);
  });

  it('shows everything to a role that is listed', () => {
    const admin = filterNavByRole(sample, 'admin');
    expect(admin.map((g) => g.subheader)).toEqual(['a', 'admin-group', 'emptied']);
    expect(admin[0].items[2].children).toHaveLength(2);
  });

  it('the real menu has the groups of the spec, and the dealer does not see administration', () => {
    expect(titles(filterNavByRole(NAV, 'admin'))).toContain('nav.users');
    const dealer = filterNavByRole(NAV, 'dealer');
    expect(titles(dealer)).not.toContain('nav.users');
    expect(dealer.map((g) => g.subheader)).toEqual(['nav.overview', 'nav.products', 'nav.documents_group']);
    const products = dealer.find((g) => g.subheader === 'nav.products')!.items.map((i) => i.path);
    expect(products).toEqual(['/dashboard/legno', '/dashboard/pvc', '/dashboard/alluminio', '/dashboard/tavoleTecniche']);
    const documents = dealer.find((g) => g.subheader === 'nav.documents_group')!.items.map((i) => i.path);
    // Claims sit beside the warranties they are about (issue 26); what the device keeps offline
    // closes the group (issue 27).
    expect(documents).toEqual(['/dashboard/comunicazioni', '/dashboard/documenti', '/dashboard/garanzie', '/dashboard/reclami', '/dashboard/offline']);
  });
});

describe('active item', () => {
  it('matches a section and the pages below it, and the dashboard only itself', () => {
    expect(isActive('/dashboard/legno', '/dashboard/legno/finestre/nova')).toBe(true);
    expect(isActive('/dashboard/legno', '/dashboard/legnoso')).toBe(false);
    expect(isActive('/dashboard', '/dashboard/legno')).toBe(false);
    expect(isActive('/dashboard', '/dashboard')).toBe(true);
  });
});
