import DialogContentText from '@mui/material/DialogContentText';
import type { Contact } from '@syna/contracts/contacts';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { useDeleteContact } from '@/features/contacts/api';
import { useContactsTexts } from '@/features/contacts/texts';

interface DeleteContactDialogProps {
  contact: Contact;
  open: boolean;
  onClose(): void;
  onDeleted(): void;
}

/** Asks before a contact is deleted, naming it; a refusal (409: in use) is reported by the HTTP client. */
export function DeleteContactDialog({ contact, open, onClose, onDeleted }: DeleteContactDialogProps) {
  const { t } = useContactsTexts();
  const remove = useDeleteContact();
  return (
    <ConfirmDialog
      open={open}
      title={t('delete.title', { name: contact.name })}
      busy={remove.isPending}
      onClose={onClose}
      onConfirm={() => remove.mutate(contact.id, { onSuccess: onDeleted, onError: onClose })}
      testId="delete-contact-dialog"
    >
      <DialogContentText>{t('delete.body', { name: contact.name })}</DialogContentText>
    </ConfirmDialog>
  );
}
