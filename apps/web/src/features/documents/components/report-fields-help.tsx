import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { fieldTag, REPORT_FIELDS, type ReportField } from '@syna/contracts/document-templates';
import { useDocumentTexts } from '@/features/documents/texts';

/** The fields with their depth: a loop's own fields follow it, indented. */
function flatten(fields: readonly ReportField[], depth = 0): { field: ReportField; depth: number }[] {
  return fields.flatMap((field) => [{ field, depth }, ...flatten(field.fields ?? [], depth + 1)]);
}

/** Every field a template can use, with how it is written, what it holds and an example value. */
export function ReportFieldsHelp() {
  const { t, language } = useDocumentTexts();
  const describe = (field: ReportField) => (language === 'en' ? field.en : field.sv);
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
      <Table size="small" aria-labelledby="report-fields-title" data-testid="report-fields">
        <TableHead>
          <TableRow>
            <TableCell component="th">{t('fields.tag')}</TableCell>
            <TableCell component="th">{t('fields.description')}</TableCell>
            <TableCell component="th">{t('fields.example')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {flatten(REPORT_FIELDS).map(({ field, depth }, index) => (
            <TableRow key={`${index}-${field.key}`}>
              <TableCell sx={{ fontFamily: 'monospace', pl: 2 + depth * 3, whiteSpace: 'nowrap' }}>
                {fieldTag(field)}
              </TableCell>
              <TableCell>{describe(field)}</TableCell>
              <TableCell sx={{ color: 'text.secondary' }}>
                {field.kind === 'loop'
                  ? t('fields.loop')
                  : field.kind === 'image'
                    ? t('fields.image')
                    : field.example}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
