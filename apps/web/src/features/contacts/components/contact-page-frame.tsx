import type { ReactNode } from 'react';
import PersonOffOutlinedIcon from '@mui/icons-material/PersonOffOutlined';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ContactDetail } from '@syna/contracts/contacts';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { DetailPageFrame } from '@/lib/ui/detail-page-frame';
import { appPaths } from '@/lib/navigation/app-paths';
import { useContactsTexts } from '@/features/contacts/texts';

/** A page of one contact (show, edit): loading, gone (404) or failed, else the page. */
export function ContactPageFrame({
  query,
  children,
}: {
  query: UseQueryResult<ContactDetail>;
  children(contact: ContactDetail): ReactNode;
}) {
  const tenantId = useTenantId();
  const { t } = useContactsTexts();
  return (
    <DetailPageFrame
      query={query}
      skeleton={[160, 220]}
      notFound={{
        icon: PersonOffOutlinedIcon,
        title: t('error.loadContact'),
        body: t('error.notFound'),
        testId: 'contact-not-found',
        backTo: appPaths.contacts(tenantId),
        backLabel: t('actions.back'),
      }}
      errorTitle={t('error.loadContact')}
    >
      {children}
    </DetailPageFrame>
  );
}
