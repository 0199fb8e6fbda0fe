import { contactEndpoints } from '@syna/contracts/endpoints/contacts';
import { AttachedFilesSection } from '@/lib/files/attached-files-section';
import { contactKeys } from '@/features/contacts/api';
import { useContactsTexts } from '@/features/contacts/texts';

interface ContactFilesSectionProps {
  contactId: string;
  canWrite: boolean;
}

/** The files on a contact (contracts, drawings, certificates), kept beside the contact's details. */
export function ContactFilesSection({ contactId, canWrite }: ContactFilesSectionProps) {
  const { t } = useContactsTexts();
  return (
    <AttachedFilesSection
      record={{
        endpoints: contactEndpoints,
        id: contactId,
        queryKey: (tenantId) => [...contactKeys.detail(tenantId, contactId), 'files'],
      }}
      canWrite={canWrite}
      emptyBody={t('files.emptyBody')}
      deleteBody={t('files.deleteBody')}
      testIdPrefix="contact"
    />
  );
}
