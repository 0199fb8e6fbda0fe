import { useDeferredValue, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import AddIcon from '@mui/icons-material/Add';
import FolderOpenOutlinedIcon from '@mui/icons-material/FolderOpenOutlined';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { truncate } from '@syna/contracts/format';
import { useListCursors } from '@/lib/lists/list-cursors';
import { ListBody } from '@/lib/lists/list-results';
import { usePageSize } from '@/lib/lists/use-page-size';
import { useInitialData } from '@/lib/session/session-queries';
import { appPaths } from '@/lib/navigation/app-paths';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { showSnackbar } from '@/lib/snackbar/snackbar';
import { EmptyState } from '@/lib/ui/empty-state';
import { useLookupLabel } from '@/lib/i18n/lookup-label';
import { useCreateProject, useInspectors, useProjectSearch } from '@/features/projects/api';
import { useProjectsTexts } from '@/features/projects/texts';
import { ProjectFormDialog } from './project-form-dialog';
import { ProjectStateChip } from './project-state-chip';

type Show = 'active' | 'inactive' | 'all';
const ACTIVE: Record<Show, boolean | undefined> = { active: true, inactive: false, all: undefined };

/** Project search and "Nytt projekt" on the admin overview, when the organisation has projects. */
export function ProjectsPanel() {
  const { features } = useInitialData();
  return features.includes('projects') ? <ProjectSearch /> : null;
}

/** Project search (text, inspector, active), one page at a time, and "Nytt projekt". */
function ProjectSearch() {
  const { t } = useProjectsTexts();
  const label = useLookupLabel();
  const tenantId = useTenantId();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [show, setShow] = useState<Show>('active');
  const [inspector, setInspector] = useState('');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = usePageSize('projects.search');
  const [creating, setCreating] = useState(false);
  const search = useDeferredValue(text.trim());
  // What an empty answer means: nothing at all, no active project, or nothing matching.
  const emptyKind =
    search || inspector || show === 'inactive' ? 'noMatch' : show === 'all' ? 'empty' : 'noActive';
  const body = {
    text: search || undefined,
    active: ACTIVE[show],
    inspector: inspector || undefined,
    page: page + 1,
    pageSize,
  };
  const cursors = useListCursors({ ...body, page: undefined });
  const cursor = cursors.cursorOf(page + 1);
  const result = useProjectSearch({ ...body, ...(cursor ? { cursor } : {}) });
  const inspectors = useInspectors();
  const create = useCreateProject();
  const filter = (apply: () => void) => {
    apply();
    setPage(0);
  };

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="projects-panel-title"
      sx={{ p: { xs: 2, sm: 3 } }}
      data-testid="projects-panel"
    >
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', mb: 1 }}
      >
        <Typography id="projects-panel-title" variant="h2">
          {t('panel.title')}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
          {t('panel.create')}
        </Button>
      </Stack>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('panel.intro')}</Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 1 }} role="search">
        <TextField
          label={t('panel.search')}
          helperText={t('panel.searchHelp')}
          value={text}
          onChange={(event) => filter(() => setText(event.target.value))}
          type="search"
          fullWidth
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
        />
        <TextField
          select
          label={t('panel.show')}
          value={show}
          onChange={(event) => filter(() => setShow(event.target.value as Show))}
          sx={{ minWidth: 150 }}
        >
          <MenuItem value="active">{t('panel.showActive')}</MenuItem>
          <MenuItem value="inactive">{t('panel.showInactive')}</MenuItem>
          <MenuItem value="all">{t('panel.showAll')}</MenuItem>
        </TextField>
        <TextField
          select
          label={t('panel.inspector')}
          value={inspector}
          onChange={(event) => filter(() => setInspector(event.target.value))}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t('panel.anyInspector')}</MenuItem>
          {(inspectors.data ?? []).map((option) => (
            <MenuItem key={option.id} value={option.id}>
              {option.name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <ListBody
        search={result}
        cards={false}
        errorTitle={t('panel.loadError')}
        empty={
          <EmptyState
            icon={FolderOpenOutlinedIcon}
            title={t(`panel.${emptyKind}Title`)}
            body={t(`panel.${emptyKind}Body`)}
            testId="projects-empty"
          />
        }
        page={page + 1}
        pageSize={pageSize}
        onPageChange={(next) => {
          // "Next" from a page that knows where the next one starts goes there by its cursor.
          cursors.turn(page + 1, next, result);
          setPage(next - 1);
        }}
        onPageSizeChange={(size) => filter(() => setPageSize(size))}
      >
        {(items) => (
          <Box
            component="ul"
            aria-labelledby="projects-panel-title"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              borderTop: 1,
              borderColor: 'divider',
            }}
          >
            {items.map((project) => (
              <Box
                component="li"
                key={project.id}
                data-testid="project-row"
                sx={{ py: 1, px: { xs: 0.5, sm: 1 }, borderBottom: 1, borderColor: 'divider' }}
              >
                <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                  <Link
                    component={RouterLink}
                    to={appPaths.project(tenantId, project.id)}
                    sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}
                  >
                    {project.name}
                  </Link>
                  {project.number && (
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {project.number}
                    </Typography>
                  )}
                  <ProjectStateChip state={project.state} />
                </Box>
                <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                  {truncate(
                    [
                      project.typeName && label({ name: project.typeName, nameEn: project.typeNameEn }),
                      project.customerName,
                      project.inspectorName,
                    ]
                      .filter(Boolean)
                      .join(' · '),
                  )}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </ListBody>
      {creating && (
        <ProjectFormDialog
          project={null}
          onClose={() => setCreating(false)}
          onSave={async (body) => {
            const project = await create.mutateAsync(body);
            showSnackbar({ subject: t('messages.created', { name: project.name }) });
            setCreating(false);
            void navigate(appPaths.project(tenantId, project.id));
          }}
        />
      )}
    </Paper>
  );
}
