import type { ResourceProps } from 'react-admin';

/**
 * The react-admin resources, each from its own folder ({ list, edit, create, show, icon }).
 * Documents, notices, guarantees and users join this list as they are built.
 */
export const resources: ResourceProps[] = [];
