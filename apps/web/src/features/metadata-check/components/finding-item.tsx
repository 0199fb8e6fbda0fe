import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CheckedRecord, MetadataCheckFinding } from '@syna/contracts/metadata-check';
import { appPaths } from '@/lib/navigation/app-paths';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { useMetadataCheckTexts } from '@/features/metadata-check/texts';

/** The page a record is fixed on, where it has one. */
function pageOf(tenantId: string, record: CheckedRecord): string | null {
  if (record.id === null) return null;
  switch (record.type) {
    case 'inspection':
      return appPaths.inspection(tenantId, record.id);
    case 'form':
      return appPaths.adminPage(tenantId, 'form', record.id);
    case 'blueprint':
      return appPaths.adminPage(tenantId, 'inspectionTemplate', record.id);
    case 'orderType':
      return appPaths.adminPage(tenantId, 'orderType', record.id);
    default:
      return null;
  }
}

/** Where a finding's `open` fix leads: the subject's page, or the forms for an attribute no field has. */
const openFixPage = (tenantId: string, finding: MetadataCheckFinding) =>
  finding.subject.type === 'attribute'
    ? appPaths.adminPage(tenantId, 'form')
    : pageOf(tenantId, finding.subject);

interface FindingItemProps {
  finding: MetadataCheckFinding;
  divider: boolean;
  onRemove(finding: MetadataCheckFinding): void;
}

/** One finding: its subject, the records involved (linked where they have a page) and its fix. */
export function FindingItem({ finding, divider, onRemove }: FindingItemProps) {
  const { t } = useMetadataCheckTexts();
  const tenantId = useTenantId();
  const { kind, subject, involved, involvedCount } = finding;
  const subjectPage = pageOf(tenantId, subject);
  const fixPage = finding.fix === 'open' ? openFixPage(tenantId, finding) : null;
  const more = involvedCount - involved.length;
  const involvedText =
    kind === 'attributeWithoutField'
      ? t(
          involvedCount === 1 ? 'involved.attributeWithoutField_one' : 'involved.attributeWithoutField_other',
          {
            count: involvedCount,
          },
        )
      : t(`involved.${kind}`);

  return (
    <ListItem
      divider={divider}
      data-testid={`finding-${kind}-${subject.name}`}
      sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', px: 0 }}
    >
      <Box sx={{ flex: '1 1 280px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {subjectPage ? (
            <Link component={RouterLink} to={subjectPage} underline="always">
              {subject.name}
            </Link>
          ) : (
            subject.name
          )}{' '}
          <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
            ({t(`record.${subject.type}`)})
          </Typography>
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {involvedText}{' '}
          {involved.map((record, index) => {
            const page = record.type === 'field' ? null : pageOf(tenantId, record);
            return (
              <span key={`${record.type}-${record.id ?? ''}-${record.name}`}>
                {index > 0 && ', '}
                {page ? (
                  // Within a sentence a link is underlined: its colour alone does not set it apart.
                  <Link component={RouterLink} to={page} underline="always">
                    {record.name}
                  </Link>
                ) : (
                  record.name
                )}
                {kind === 'formArchivedType' && ` (${t(`record.${record.type}`)})`}
              </span>
            );
          })}
          {more > 0 && ` ${t('involved.more', { count: more })}`}
        </Typography>
      </Box>
      <Stack direction="row" sx={{ flex: '0 0 auto', ml: 'auto' }}>
        {finding.fix === 'removeReferences' && (
          <Button variant="outlined" size="small" onClick={() => onRemove(finding)}>
            {t(`fix.${kind}`)}
          </Button>
        )}
        {fixPage && (
          <Button variant="outlined" size="small" component={RouterLink} to={fixPage}>
            {t(`fix.${kind}`)}
          </Button>
        )}
      </Stack>
    </ListItem>
  );
}
