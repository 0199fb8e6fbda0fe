import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { fieldTag, type ReportField } from '@syna/contracts/document-templates';
import { LoadError } from '@/lib/ui/load-error';
import { useDocumentFields } from '@/features/documents/api';
import { useDocumentTexts } from '@/features/documents/texts';

/** The fields with their depth: a loop's own fields follow it, indented. */
function flatten(fields: readonly ReportField[], depth = 0): { field: ReportField; depth: number }[] {
  return fields.flatMap((field) => [{ field, depth }, ...flatten(field.fields ?? [], depth + 1)]);
}

/** One list of fields: how each is written, what it holds and an example value. */
function FieldTable({
  fields,
  labelledBy,
  testId,
}: {
  fields: readonly ReportField[];
  labelledBy: string;
  testId: string;
}) {
  const { t, language } = useDocumentTexts();
  const describe = (field: ReportField) => (language === 'en' ? field.en : field.sv);
  return (
    <TableContainer>
      <Table size="small" aria-labelledby={labelledBy} data-testid={testId} sx={stackedOnPhones}>
        <TableHead>
          <TableRow>
            <TableCell component="th">{t('fields.tag')}</TableCell>
            <TableCell component="th">{t('fields.description')}</TableCell>
            <TableCell component="th">{t('fields.example')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {flatten(fields).map(({ field, depth }, index) => (
            <TableRow key={`${index}-${field.key}`} sx={{ pl: { xs: depth * 2, sm: 0 } }}>
              <TableCell
                sx={{
                  fontFamily: 'monospace',
                  pl: { sm: 2 + depth * 3 },
                  whiteSpace: { sm: 'nowrap' },
                  overflowWrap: 'anywhere',
                }}
              >
                {fieldTag(field)}
              </TableCell>
              <TableCell>{describe(field)}</TableCell>
              <TableCell sx={{ color: 'text.secondary' }}>
                {field.kind === 'loop' ? (
                  t('fields.loop')
                ) : field.kind === 'image' ? (
                  t('fields.image')
                ) : (
                  <>
                    {field.example && (
                      <Box component="span" sx={{ display: { sm: 'none' } }}>
                        {t('fields.examplePrefix')}{' '}
                      </Box>
                    )}
                    {field.example}
                  </>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * On a phone each field is a block of its own (the tag, then what it holds, then its example),
 * as three columns of long tags would not fit; the column heads give way to "Exempel:" before
 * the example.
 */
const stackedOnPhones: SxProps<Theme> = (theme) => ({
  [theme.breakpoints.down('sm')]: {
    '& thead': { display: 'none' },
    '& tbody tr': { display: 'block', py: 1, borderBottom: 1, borderColor: 'divider' },
    '& tbody td': { display: 'block', borderBottom: 0, py: 0.25, px: 0 },
  },
});

/**
 * Every field a template can use, as the server lists them (the upload is checked against the same
 * list): the report's own, then those of each of the firm's assignment forms under its name.
 */
export function ReportFieldsHelp() {
  const { t, language } = useDocumentTexts();
  const fields = useDocumentFields();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="report-fields-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="report-fields-title" variant="h2">
        {t('fields.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1, mb: 2, maxWidth: 760 }}>
        {t('fields.intro')}
      </Typography>
      {fields.isPending && <Skeleton variant="rounded" height={240} />}
      {fields.isError && <LoadError title={t('fields.loadError')} onRetry={() => void fields.refetch()} />}
      {fields.data && (
        <Stack spacing={3}>
          <FieldTable fields={fields.data.report} labelledBy="report-fields-title" testId="report-fields" />
          <Typography sx={{ color: 'text.secondary', maxWidth: 760 }}>{t('fields.formsIntro')}</Typography>
          {fields.data.forms.length === 0 && (
            <Typography data-testid="form-fields-empty">{t('fields.noForms')}</Typography>
          )}
          {fields.data.forms.map((form) => (
            <Stack
              key={form.key}
              component="section"
              spacing={1}
              aria-labelledby={`form-fields-title-${form.key}`}
            >
              <Typography id={`form-fields-title-${form.key}`} variant="h3" sx={{ overflowWrap: 'anywhere' }}>
                {t('fields.form', { name: language === 'en' ? form.name.en : form.name.sv })}
              </Typography>
              <FieldTable
                fields={form.fields}
                labelledBy={`form-fields-title-${form.key}`}
                testId={`form-fields-${form.key}`}
              />
            </Stack>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
