import type { User } from '../../../shared/user';

/** Town and province, as an address writes them: "Padova (PD)". */
export const placeOf = (u: Pick<User, 'city' | 'state'>) => [u.city, u.state && `(${u.state})`].filter(Boolean).join(' ');
