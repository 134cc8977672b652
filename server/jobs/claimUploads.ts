import type { FastifyInstance } from 'fastify';
import { deleteStaleClaimUploads } from '../modules/claims/files';
import { CLAIM_UPLOAD_TTL_HOURS } from '../../shared/claims';
import type { Job } from './runner';
import { hourlySweep } from './sweep';

const HOUR = 60 * 60 * 1000;

/**
 * Deletes the claim photos and PDFs uploaded but never attached to a message (the form left, the
 * photo removed before sending) once CLAIM_UPLOAD_TTL_HOURS old: the row first, then its files
 * (modules/claims/files.ts). Every instance runs it; a row is deleted by one of them only, and
 * only while still unattached, so a message attaching it at that moment keeps it.
 */
export function claimUploads(app: FastifyInstance): Job {
  const { db, fileStore, log } = app;
  return hourlySweep('claimUploads', log, 60_000, 'unattached claim uploads', () =>
    deleteStaleClaimUploads(db, fileStore, Date.now() - CLAIM_UPLOAD_TTL_HOURS * HOUR),
  );
}
