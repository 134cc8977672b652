/**
 * The server answers errors as JSON with an English `message` and a stable `code`; the browser
 * shows the text of the code in the user's language. A namespace of messages lists the codes it
 * knows; any other code (or none) falls back to the namespace's `generic` text.
 */
export function apiErrorCode(error: unknown): string | undefined {
  const code = (error as { body?: { code?: unknown } } | null)?.body?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The i18n key of an API error: `<namespace>.<code>` when the code is known, else `<namespace>.generic`. */
export function apiErrorKey(error: unknown, namespace: string, known: ReadonlySet<string>): string {
  const code = apiErrorCode(error);
  return code && known.has(code) ? `${namespace}.${code}` : `${namespace}.generic`;
}

/**
 * The codes the API answers outside sign-in (documents first; notices and warranties share the
 * file and permission codes). Their texts are under `errors.<code>` in both languages.
 */
export const API_ERROR_CODES = new Set([
  'validation_failed',
  'idempotency_key_reused',
  'idempotency_in_progress',
  'network_error',
  'forbidden',
  'file_required',
  'file_too_large',
  'file_type_not_allowed',
  'file_content_mismatch',
  'file_name_invalid',
  'upload_incomplete',
  'last_admin',
  'own_access',
  'invalid_status_change',
  'user_not_found',
  'file_empty',
  'too_many_parts',
  'not_multipart',
  'account_pending',
  'document_not_found',
  'unknown_catalogue_item',
  'dealer_not_found',
  'reserved_needs_dealers',
  'link_invalid',
  'notice_not_found',
  'notice_body_html',
  'notice_link_not_allowed',
  'notice_expiry_before_publication',
  'notice_expiry_past',
  'attachment_not_found',
  'contact_required',
  'installation_in_future',
  'installation_too_old',
  'dealer_required',
  'guarantee_not_found',
  'rate_limited',
  'vat_check_digit',
  'vat_format',
  'vat_country',
  'province_invalid',
  'mail_not_found',
  'units_not_for_product',
  'ecobonus_units_required',
  'unit_size',
  'unit_sashes',
  'unit_no_glass',
  'unit_glazing',
  'ecobonus_data_missing',
  'unit_old_uw_required',
  'unit_old_uw_decimals',
  'unit_cost_decimals',
  'units_quantity',
  'works_start_no_limits',
  'works_end_before_start',
  'installation_before_works',
  'installation_after_works',
  'works_end_too_late',
  'ecobonus_missing',
  'customer_email_missing',
  'certificate_recently_sent',
  'certificate_not_found',
  'guarantee_changed',
  'guarantee_edit_closed',
  'dop_version_not_found',
  // Issue 24: the manufacturer's logo and the audit log told their own reason, not "something went wrong".
  'logo_not_image',
  'logo_too_large',
  'logo_too_many_pixels',
  'audit_entry_not_found',
  // Issue 26: a claim's photos and PDFs (POST /protected/claim-file, the links to them).
  'heic_unsupported',
  'unsupported_type',
  'image_unreadable',
  'image_too_many_pixels',
  'claim_file_not_found',
  // Issue 26: claims (server/modules/claims).
  'claim_not_found',
  'claim_file_attached',
  'claim_unit_unknown',
  'noticed_in_future',
  'noticed_before_installation',
  'warranty_expired',
  'claim_closed',
  'claim_message_required',
  'claim_remedy_required',
  'claim_remedy_not_allowed',
  'version_conflict',
  'invalid_transition',
  'assignee_not_admin',
]);

export const apiErrorMessageKey = (error: unknown) => apiErrorKey(error, 'errors', API_ERROR_CODES);
