import { useState } from 'react';
import DynamicFormOutlinedIcon from '@mui/icons-material/DynamicFormOutlined';
import type { FormSummary } from '@syna/contracts/forms';
import { ArchivableListStatus } from '@/lib/lists/archivable-list-status';
import { ArchivableListPage } from '@/lib/lists/archivable-list-page';
import { ArchivableRow, ArchivableRows } from '@/lib/lists/archivable-rows';
import { appPaths } from '@/lib/navigation/app-paths';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { useForms } from '@/features/forms/api';
import { useFormTexts } from '@/features/forms/texts';
import { useArchiveForm } from '@/features/forms/use-archive-form';
import { ArchiveFormDialog, DeleteFormDialog } from './form-record-actions';

/** `/:tenant/admin/form`: the firm's input forms (administrators only). */
export function FormListPage() {
  const { t, language } = useFormTexts();
  const tenantId = useTenantId();
  const list = useForms();
  const archive = useArchiveForm();
  const [showArchived, setShowArchived] = useState(false);
  const [asking, setAsking] = useState<{ form: FormSummary; action: 'archive' | 'delete' } | null>(null);
  const all = list.data ?? [];
  const items = showArchived ? all : all.filter((form) => !form.archived);

  return (
    <ArchivableListPage
      title={t('title')}
      titleId="forms-title"
      intro={t('intro')}
      testId="form-list-page"
      showArchived={showArchived}
      onShowArchivedChange={setShowArchived}
      showArchivedLabel={t('showArchived')}
      create={{
        href: appPaths.adminPage(tenantId, 'form', 'new'),
        label: t('create'),
        testId: 'form-create',
      }}
    >
      <ArchivableListStatus
        list={list}
        shown={items.length}
        loadError={t('loadError')}
        noneActive={t('noneActive')}
        empty={{
          icon: DynamicFormOutlinedIcon,
          title: t('emptyTitle'),
          body: t('emptyBody'),
          testId: 'form-empty',
        }}
      />
      <ArchivableRows
        items={items}
        listId="forms"
        labelledBy="forms-title"
        row={(form) => {
          const name = (language === 'en' && form.name.en) || form.name.sv;
          return (
            <ArchivableRow
              key={form.id}
              name={name}
              href={appPaths.adminPage(tenantId, 'form', form.id)}
              detail={[
                t(`scope.${form.scope}`),
                t('fieldCount', { count: form.fieldCount }),
                t('version', { version: form.version }),
              ].join(' · ')}
              chips={form.archived ? [{ label: t('archived') }] : []}
              archived={form.archived}
              labels={{
                actions: t('actionsFor', { name }),
                archive: t('editor.archive'),
                unarchive: t('editor.unarchive'),
                delete: t('editor.delete'),
              }}
              onArchive={(archived) =>
                archived ? setAsking({ form, action: 'archive' }) : void archive.setArchived(form, false)
              }
              onDelete={() => setAsking({ form, action: 'delete' })}
              testId="form-row"
              dataId={form.id}
            />
          );
        }}
      />
      {asking?.action === 'archive' && (
        <ArchiveFormDialog form={asking.form} onClose={() => setAsking(null)} />
      )}
      {asking?.action === 'delete' && <DeleteFormDialog form={asking.form} onClose={() => setAsking(null)} />}
    </ArchivableListPage>
  );
}
