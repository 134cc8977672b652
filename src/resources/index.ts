import type { ResourceProps } from 'react-admin';
import { documents } from './documents';
import { notices } from './notices';
import { guarantees } from './guarantees';
import { claims } from './claims';
import { users } from './users';
import { mail } from './mail';
import { audit } from './audit';

/**
 * The react-admin resources, each from its own folder ({ list, edit, create, show, icon }).
 * Notices, guarantees and users join this list as they are built.
 */
export const resources: ResourceProps[] = [documents, notices, guarantees, claims];

/** Resources only admins have: dealers get no route to them at all (the server refuses them anyway). */
export const adminResources: ResourceProps[] = [users, mail, audit];
