import { usePermissions } from 'ra-core';

/** Whether the signed-in user is an admin (the auth provider's permissions are the role). */
export function useIsAdmin(): { isAdmin: boolean; isPending: boolean } {
  const { permissions, isPending } = usePermissions<string>();
  return { isAdmin: permissions === 'admin', isPending };
}
