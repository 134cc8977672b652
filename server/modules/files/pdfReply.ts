import type { FastifyReply } from 'fastify';
import { attachment } from './fileRoutes';

/** The 200 of a route that answers a printed PDF, in the route's OpenAPI schema. */
export const pdfResponse = (description: string, filename: string) => ({
  200: {
    description,
    headers: { 'Content-Disposition': { type: 'string', description: `attachment; filename="${filename}"` } },
    content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
  },
});

/** Sends a printed PDF as a download named `filename`. */
export function sendPdf(reply: FastifyReply, filename: string, bytes: Uint8Array, cacheControl = 'private, no-cache') {
  return reply
    .type('application/pdf')
    .header('Content-Disposition', attachment(filename))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', cacheControl)
    // A binary body, which the type provider (reading the schema as a string) cannot type.
    .send(Buffer.from(bytes) as never);
}
