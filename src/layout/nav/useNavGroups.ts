import { useMemo } from 'react';
import { usePermissions } from 'ra-core';
import { NAV } from './navConfig';
import { filterNavByRole } from './filterByRole';

/** The menu for the signed-in user's role (spec §6: the role defaults to admin). */
export function useNavGroups() {
  const { permissions } = usePermissions<string>();
  return useMemo(() => filterNavByRole(NAV, permissions ?? 'admin'), [permissions]);
}
