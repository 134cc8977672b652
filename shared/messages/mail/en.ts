import { PORTAL_NAME } from '../../portal';

/**
 * Every e-mail the portal sends (server/mail/messages.ts puts them together): a subject,
 * paragraphs and at most one button. The portal is named as its pages name it (shared/portal.ts).
 * In English the first paragraph after the greeting line starts with a capital; in Italian, after
 * "Ciao Mario," it goes on in lower case.
 */
export const mailEn = {
  greeting: 'Hello %{name},',
  reason: 'Reason: %{reason}',
  contact: 'For any question: %{contact}',
  preferences: 'You can choose which notices you receive by e-mail in your profile: %{url}',
  passwordReset: {
    subject: `Reset your ${PORTAL_NAME.en} password`,
    request: 'We received a request to reset the password of your account.',
    validity: 'The link is valid for %{minutes} minutes and can be used once. When you have chosen the new password, every open session will be signed out.',
    notYou: 'If you did not ask for this, ignore this message: your password stays as it was.',
    action: 'Choose a new password',
  },
  accountApproved: {
    subject: 'Your account is active',
    text: `Your ${PORTAL_NAME.en} account has been approved: you can now reach price lists, documents, technical sheets and warranties.`,
    action: 'Sign in to the portal',
  },
  accountRefused: {
    subject: 'Your request for access was not accepted',
    text: `Your request for a ${PORTAL_NAME.en} account was not accepted.`,
  },
  accountDisabled: {
    subject: 'Your account has been disabled',
    text: `Your ${PORTAL_NAME.en} account has been disabled and its open sessions signed out.`,
  },
  documentReserved: {
    subject: 'A document reserved to you: %{title}',
    text: 'A document reserved to you is available: “%{title}”.',
    action: 'Open the document',
  },
  noticePublished: {
    subject: 'New notice: %{title}',
    action: 'Read the notice',
  },
  noticeDigest: {
    subject: 'A new notice on the portal |||| %{smart_count} new notices on the portal',
    text: 'Here are the notices published in the last 24 hours.',
    action: 'Go to the notices',
  },
  registrationPending: {
    subject: 'New registration awaiting approval: %{applicant}',
    text: '%{applicant} (%{email}) asked for an account and is awaiting approval.',
    action: 'Review the request',
  },
  /** To a dealer's customer, with the certificate attached. */
  guaranteeCertificate: {
    subject: 'Warranty certificate %{code} – %{manufacturer}',
    greeting: 'Dear %{name},',
    attached: 'Please find attached the warranty certificate %{code} for %{product}, installed by %{dealer}',
    validity: 'The warranty is valid until %{expiresOn}. Keep the certificate together with the purchase invoice.',
    check: 'You can check at any time that the certificate is genuine and valid:',
    action: 'Check the certificate',
  },
  /** After-sales claims (server/modules/claims/mail.ts). */
  claims: {
    kind: { transport: 'transport damage', installation: 'installation', product: 'product defect', other: 'other' },
    status: {
      submitted: 'submitted',
      waiting: 'waiting for your answer',
      review: 'under review',
      approved: 'approved',
      rejected: 'rejected',
      closed: 'closed',
    },
    remedy: { repair: 'a repair on site', part: 'a replacement part', unit: 'a replacement unit', credit: 'a credit note' },
    files: 'One attached file. |||| %{smart_count} attached files.',
    action: 'Open the claim',
    created: {
      subject: 'New claim %{code} from %{dealer}',
      text: '%{dealer} opened claim %{code} on %{product} (%{kind}):',
    },
    message: {
      subject: 'New message on claim %{code}',
      text: '%{author} wrote on claim %{code}:',
    },
    moved: {
      subject: 'Claim %{code}: %{status}',
      text: 'Claim %{code} is now %{status}.',
      question: 'The manufacturer asks:',
      approved: 'It was approved with %{remedy}.',
      reason: 'Reason: %{reason}',
    },
  },
  /** The frame of every message: the manufacturer signs it, the portal is named once. */
  frame: {
    portal: PORTAL_NAME.en,
    closing: 'Kind regards,',
    footer: `This message was sent by %{manufacturer} through the ${PORTAL_NAME.en}. Please do not reply to this address.`,
    /** To a customer, who knows the manufacturer but not the portal; %{manufacturer} ends the sentence. */
    footerCustomer: 'This message was sent by %{manufacturer} Please do not reply to this address.',
  },
};
