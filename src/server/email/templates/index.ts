import type { EmailTemplate } from '#lib/admin/outbox';
import type { EmailTemplateDefinition } from './define.ts';
import type { TemplateData } from './data.ts';
import { accountApproved } from './account-approved.tsx';
import { accountRejected } from './account-rejected.tsx';
import { adminInvitation } from './admin-invitation.tsx';
import { emailVerification } from './email-verification.tsx';
import { newMessage } from './new-message.tsx';
import { newQuote } from './new-quote.tsx';
import { newRegistration } from './new-registration.tsx';
import { passwordChanged } from './password-changed.tsx';
import { passwordReset } from './password-reset.tsx';
import { quotationExpiring, quotationSent } from './quotation-sent.tsx';
import { quotationResponse } from './quotation-response.tsx';

export type { TemplateData } from './data.ts';

/** Every template by its name (EMAIL_TEMPLATES): a missing one does not compile. */
export const TEMPLATES: { [T in EmailTemplate]: EmailTemplateDefinition<TemplateData[T]> } = {
  new_registration: newRegistration,
  new_quote: newQuote,
  new_message: newMessage,
  email_verification: emailVerification,
  account_approved: accountApproved,
  account_rejected: accountRejected,
  password_reset: passwordReset,
  password_changed: passwordChanged,
  admin_invitation: adminInvitation,
  quotation_sent: quotationSent,
  quotation_response: quotationResponse,
  quotation_expiring: quotationExpiring,
};
