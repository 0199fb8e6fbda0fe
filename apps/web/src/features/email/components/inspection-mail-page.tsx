import { useParams } from 'react-router';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { appPaths } from '@/lib/navigation/app-paths';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { DetailPageFrame } from '@/lib/ui/detail-page-frame';
import {
  useMailContacts,
  useMailInspection,
  useMailInspectionFiles,
  useMailReportVersions,
} from '@/features/email/api';
import { arrangeAttachments } from '@/features/email/mail-form';
import { useEmailTexts } from '@/features/email/texts';
import { SendMailForm, type AttachmentChoice } from './send-mail-form';

/** The assignment's customer and contacts, each once, customer first. */
function contactIdsOf(inspection: {
  customer: { id: string } | null;
  contacts: { contact: { id: string } }[];
}) {
  return [
    ...new Set([inspection.customer?.id, ...inspection.contacts.map((entry) => entry.contact.id)]),
  ].filter((id): id is string => Boolean(id));
}

function InspectionMailForm({
  inspectionId,
  number,
  contactIds,
  customerId,
}: {
  inspectionId: string;
  number: string;
  contactIds: string[];
  customerId: string | null;
}) {
  const { t } = useEmailTexts();
  const tenantId = useTenantId();
  const mailContacts = useMailContacts(contactIds);
  const inspectionFiles = useMailInspectionFiles(inspectionId);
  const reportVersions = useMailReportVersions(inspectionId);
  if (mailContacts.pending || inspectionFiles.isPending || reportVersions.isPending) {
    return <Skeleton variant="rounded" height={320} />;
  }
  const names = new Map(mailContacts.contacts.map((contact) => [contact.id, contact.name]));
  // The assignment's own files (the newest report first) first, then its contacts'.
  const ownFiles = arrangeAttachments(
    (inspectionFiles.data ?? []).map((file) => ({
      ...file,
      kind: 'inspection-file' as const,
      owner: t('send.assignmentFiles', { number }),
    })),
    reportVersions.data ?? [],
  );
  const files: AttachmentChoice[] = [
    ...ownFiles.main,
    ...mailContacts.files.map((file) => ({
      ...file,
      kind: 'contact-file' as const,
      owner: names.get(file.contactId) ?? '',
    })),
  ];
  return (
    <SendMailForm
      about={{ inspectionId }}
      recipients={mailContacts.contacts.map(({ id, name, email }) => ({ id, name, email }))}
      initialRecipients={customerId ? [customerId] : []}
      files={files}
      olderFiles={ownFiles.older}
      initialAttachments={ownFiles.chosen}
      // With a report to send, the page starts as the report to the customer.
      customerMail={{ kind: 'report-sent', chosen: ownFiles.chosen.length > 0 }}
      backTo={appPaths.inspection(tenantId, inspectionId)}
    />
  );
}

/** `/:tenant/inspections/:id/email`: e-mail about an assignment to its contacts or any address. */
export function InspectionMailPage() {
  const { t } = useEmailTexts();
  const tenantId = useTenantId();
  const id = useParams().id ?? '';
  const inspection = useMailInspection(id);
  return (
    <DetailPageFrame
      query={inspection}
      skeleton={[160, 320]}
      notFound={{
        title: t('send.notFoundTitle'),
        body: t('send.notFoundBody'),
        testId: 'inspection-mail-not-found',
        backTo: appPaths.inspections(tenantId),
        backLabel: t('send.back'),
      }}
      errorTitle={t('send.loadError')}
    >
      {(data) => (
        <Stack spacing={2} sx={{ maxWidth: 960 }} data-testid="inspection-mail-page">
          <Typography variant="h1">{t('send.titleInspection', { number: data.number })}</Typography>
          <InspectionMailForm
            inspectionId={data.id}
            number={data.number}
            contactIds={contactIdsOf(data)}
            customerId={data.customer?.id ?? null}
          />
        </Stack>
      )}
    </DetailPageFrame>
  );
}
