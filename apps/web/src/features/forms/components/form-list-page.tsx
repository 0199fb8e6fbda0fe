import DynamicFormOutlinedIcon from '@mui/icons-material/DynamicFormOutlined';
import { ArchivableListPage } from '@/lib/lists/archivable-list-page';
import { appPaths } from '@/lib/navigation/app-paths';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { useForms } from '@/features/forms/api';
import { useFormTexts } from '@/features/forms/texts';
import { useArchiveForm } from '@/features/forms/use-archive-form';
import { ArchiveFormDialog, DeleteFormDialog } from './form-record-actions';
import { FormTransferTools } from './form-transfer-tools';

/** `/:tenant/admin/form`: the firm's input forms (administrators only). */
export function FormListPage() {
  const { t, language } = useFormTexts();
  const tenantId = useTenantId();
  const list = useForms();
  const archive = useArchiveForm();
  return (
    <ArchivableListPage
      kind="form"
      listId="forms"
      list={list}
      t={t}
      language={language}
      emptyIcon={DynamicFormOutlinedIcon}
      hrefOf={(id) => appPaths.adminPage(tenantId, 'form', id)}
      detailOf={(form) =>
        [
          t(`scope.${form.scope}`),
          t('fieldCount', { count: form.fieldCount }),
          t('version', { version: form.version }),
        ].join(' · ')
      }
      onUnarchive={(form) => void archive.setArchived(form, false)}
      archiveDialog={(form, onClose) => <ArchiveFormDialog form={form} onClose={onClose} />}
      deleteDialog={(form, onClose) => <DeleteFormDialog form={form} onClose={onClose} />}
      tools={<FormTransferTools forms={list.data ?? []} />}
    />
  );
}
