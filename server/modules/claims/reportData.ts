import type { DB } from '../../db';
import type { ClaimFileRow, ClaimRow, UserRow } from '../../db/schema';
import type { Guarantee } from '../../../shared/guarantees';
import { getGuarantee, type Viewer } from '../guarantees/repository';
import { findVisibleClaim, notFound } from './repository';

/**
 * What the claim report prints, read from the tables: the claim, the people it names, its
 * registration (with the windows' stored figures), the window lines it concerns and the whole
 * conversation with its files. Who may have it is who may see the claim: its dealer and admins.
 */

export interface ReportPerson {
  displayName: string;
  company: string | null;
  vatNumber: string | null;
  role: 'admin' | 'dealer';
}

export interface ReportMessage {
  id: number;
  author: ReportPerson | null;
  body: string;
  status: ClaimRow['status'] | null;
  createdAt: number;
  files: ClaimFileRow[];
}

export interface ClaimReportData {
  claim: ClaimRow;
  dealer: ReportPerson;
  createdBy: ReportPerson | null;
  assignee: ReportPerson | null;
  guarantee: Guarantee;
  /** The registration's window lines the claim names (`position`); empty: the registration as a whole. */
  units: number[];
  messages: ReportMessage[];
}

/** The registration is read with an admin's view: the claim's own visibility was checked first, and its registration goes with it. */
const REGISTRATION_VIEW: Viewer = { id: 0, role: 'admin' };

export async function claimReportData(db: DB, id: number, user: Pick<UserRow, 'id' | 'role'>): Promise<ClaimReportData> {
  const claim = await findVisibleClaim(db, id, user);
  if (!claim) throw notFound();

  const [people, guarantee, units, messages, files] = await Promise.all([
    db
      .selectFrom('users')
      .select(['id', 'displayName', 'company', 'vatNumber', 'role'])
      .where('id', 'in', [claim.dealerId, claim.createdBy ?? claim.dealerId, claim.assigneeId ?? claim.dealerId])
      .execute(),
    getGuarantee(db, claim.guaranteeId, REGISTRATION_VIEW),
    db.selectFrom('claimUnits').select('position').where('claimId', '=', id).orderBy('position').execute(),
    db
      .selectFrom('claimMessages')
      .leftJoin('users', 'users.id', 'claimMessages.authorId')
      .select(['claimMessages.id', 'claimMessages.body', 'claimMessages.status', 'claimMessages.createdAt', 'users.id as authorId', 'users.displayName', 'users.company', 'users.vatNumber', 'users.role'])
      .where('claimMessages.claimId', '=', id)
      .orderBy('claimMessages.createdAt')
      .orderBy('claimMessages.id')
      .execute(),
    db.selectFrom('claimFiles').selectAll().where('claimId', '=', id).orderBy('id').execute(),
  ]);
  const person = (userId: number | null): ReportPerson | null => {
    const p = people.find((x) => x.id === userId);
    return p ? { displayName: p.displayName, company: p.company, vatNumber: p.vatNumber, role: p.role as ReportPerson['role'] } : null;
  };
  return {
    claim,
    // The claim's dealer is an account the claim references: it is there.
    dealer: person(claim.dealerId)!,
    createdBy: person(claim.createdBy),
    assignee: person(claim.assigneeId),
    guarantee,
    units: units.map((u) => u.position),
    messages: messages.map((m) => ({
      id: m.id,
      author: m.authorId == null ? null : { displayName: m.displayName!, company: m.company ?? null, vatNumber: m.vatNumber ?? null, role: m.role as ReportPerson['role'] },
      body: m.body,
      status: m.status,
      createdAt: Number(m.createdAt),
      files: files.filter((f) => f.messageId === m.id),
    })),
  };
}
