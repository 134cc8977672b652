import { Type } from 'typebox';
import { Id, listPaging, nullable, searchTerms } from '../../lib/schemaTypes';
import { AUDIT_ACTIONS, AUDIT_RECORD_TYPES, AUDIT_SORTS } from '../../../shared/audit';

const closed = { additionalProperties: false } as const;

export const AuditEntrySchema = Type.Object(
  {
    id: Type.Integer(),
    at: Type.String({ format: 'date-time' }),
    action: Type.Enum(AUDIT_ACTIONS as unknown as string[]),
    actor: Type.Object(
      {
        id: nullable(Type.Integer()),
        name: nullable(Type.String({ description: 'As it was then' })),
        email: nullable(Type.String({ description: 'As it was then; for a failed sign-in, the e-mail tried' })),
      },
      closed,
    ),
    record: nullable(
      Type.Object(
        {
          type: Type.Enum(AUDIT_RECORD_TYPES as unknown as string[]),
          id: nullable(Type.Integer()),
          label: nullable(Type.String({ description: 'The record’s title, name or code as it was then' })),
        },
        closed,
      ),
    ),
    changes: Type.Array(
      Type.Object({ field: Type.String(), before: Type.Unknown(), after: Type.Unknown() }, closed),
      { description: 'The fields the action changed, with their values before and after (null: none); never passwords or tokens' },
    ),
    ip: nullable(Type.String({ description: 'The client’s address (the proxy’s view of it with TRUST_PROXY)' })),
  },
  { ...closed, $id: 'AuditEntry' },
);

export const AuditListReply = Type.Object({ data: Type.Array(Type.Ref('AuditEntry')), total: Type.Integer() }, closed);

const DateTime = (description: string) => Type.String({ format: 'date-time', maxLength: 40, description });

/** The filters of the list and of the CSV export. */
export const auditFilters = {
  actorId: Type.Optional({ ...Id, description: 'Entries of this account (as actor)' }),
  action: Type.Optional(Type.Enum(AUDIT_ACTIONS as unknown as string[])),
  recordType: Type.Optional(Type.Enum(AUDIT_RECORD_TYPES as unknown as string[])),
  recordId: Type.Optional({ ...Id, description: 'With recordType: one record’s history' }),
  from: Type.Optional(DateTime('Entries at or after this instant (ISO 8601 with offset)')),
  to: Type.Optional(DateTime('Entries at or before this instant (ISO 8601 with offset)')),
  q: searchTerms(100, 'Words to find in the actor’s name or e-mail and the record’s label'),
};

export const AuditListQuery = Type.Object(
  { ...listPaging(AUDIT_SORTS, { default: 'at', description: 'Newest first by default; ties by id' }), ...auditFilters },
  closed,
);
export const AuditExportQuery = Type.Object(auditFilters, closed);
