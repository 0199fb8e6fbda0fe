import { contactMailRoute, inspectionMailRoute } from '@/features/email/routes';

/** The "email" chunk: the send pages of an assignment and of a contact. */
export const emailGroup = {
  inspectionMail: inspectionMailRoute,
  contactMail: contactMailRoute,
};
