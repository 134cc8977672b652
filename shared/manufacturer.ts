/**
 * The manufacturer's identity as GET /api/manufacturer answers it (server/modules/manufacturer/
 * identity.ts validates it): shown in the portal's header and printed on every document.
 */
export interface ManufacturerIdentity {
  name: string;
  address: string;
  vatNumber: string;
  phone: string;
  email: string;
  website: string;
  warrantyTerms: { it: string; en: string };
  /**
   * Who signs the Declarations of Performance for the manufacturer, their function, and the place
   * of issue (Regulation (EU) 305/2011, Annex III: "Signed for and on behalf of the manufacturer
   * by: (name and function), (place and date of issue)"). Optional, so identities saved before
   * they existed stay valid: a DoP then leaves them blank, to be written by hand.
   */
  signerName?: string;
  signerFunction?: string;
  signingPlace?: string;
  /**
   * The first-answer target of after-sales claims, in working days (shared/workingDays.ts):
   * a claim's due date. Optional: CLAIM_ANSWER_DAYS_DEFAULT when not set (shared/claims.ts).
   */
  claimAnswerDays?: number;
}

export interface ManufacturerView extends ManufacturerIdentity {
  /** The logo's versioned URL, or null: the portal's own mark stands in. */
  logo: string | null;
}

/** Limits both the settings form and the server check. */
export const MANUFACTURER_LIMITS = { name: 120, address: 300, vatNumber: 30, phone: 40, email: 254, website: 200, warrantyTerms: 5000, signerName: 120, signerFunction: 120, signingPlace: 80 } as const;
/** The largest logo accepted, bytes (it lives in a database row and in every printed PDF). */
export const LOGO_MAX_BYTES = 256 * 1024;
