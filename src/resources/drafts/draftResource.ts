import { resourceNames } from '../../../shared/paths';
import type { DraftKind } from '../../providers/drafts';

/** The resource a draft of each kind becomes: its list shows the drafts, its messages speak of them. */
export const draftResource: Record<DraftKind, string> = {
  guarantee: resourceNames.guarantees,
  claim: resourceNames.claims,
};
