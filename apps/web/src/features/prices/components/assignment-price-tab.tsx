import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import SellIcon from '@mui/icons-material/SellOutlined';
import { formatMoney } from '@syna/contracts/format';
import { hasPermission } from '@syna/contracts/roles';
import {
  DEFAULT_VAT_RATE,
  oreToKronor,
  PRICE_ROWS_MAX,
  priceTotals,
  type PriceArticle,
  type PriceRow,
  type PriceTotals,
} from '@syna/contracts/prices';
import { useInitialData } from '@/lib/session/session-queries';
import { showSnackbar } from '@/lib/snackbar/snackbar';
import { EmptyState } from '@/lib/ui/empty-state';
import { LoadError } from '@/lib/ui/load-error';
import { useAssignmentPrice, usePriceList, useSetAssignmentPrice } from '@/features/prices/api';
import { kronorText, parseHundredths, quantityText } from '@/features/prices/kronor';
import { usePriceTexts } from '@/features/prices/texts';
import { VatSelect } from './vat-select';

/** A row as typed: the amounts as text until they are saved. */
interface DraftRow extends Omit<PriceRow, 'quantity' | 'unitPrice'> {
  key: number;
  quantity: string;
  unitPrice: string;
}

let nextKey = 0;
const draftOf = (row: PriceRow): DraftRow => ({
  ...row,
  key: nextKey++,
  quantity: quantityText(row.quantity),
  unitPrice: kronorText(row.unitPrice),
});
const articleRow = (article: PriceArticle): PriceRow => ({
  articleId: article.id,
  articleNumber: article.articleNumber,
  description: article.name,
  quantity: 1,
  unitPrice: article.unitPrice,
  vatRate: article.vatRate,
});

/** The typed rows as the server takes them; null when one is not a valid row yet. */
function rowsOf(drafts: DraftRow[]): PriceRow[] | null {
  const rows: PriceRow[] = [];
  for (const { key: _key, ...draft } of drafts) {
    const quantity = parseHundredths(draft.quantity);
    const unitPrice = parseHundredths(draft.unitPrice);
    if (!quantity || unitPrice === null || !draft.description.trim()) return null;
    rows.push({ ...draft, quantity: quantity / 100, unitPrice });
  }
  return rows;
}

const rowGrid = {
  display: 'grid',
  gap: 1.5,
  alignItems: 'start',
  gridTemplateColumns: { xs: '1fr 1fr', md: 'minmax(180px, 3fr) 0.8fr 1.2fr 0.9fr 1.1fr 40px' },
} as const;

/** Netto, Moms and Att betala, in SEK. */
export function PriceTotalsTable({ totals }: { totals: PriceTotals }) {
  const { t } = usePriceTexts();
  const lines = [
    ['net', totals.net],
    ['vat', totals.vat],
    ['gross', totals.gross],
  ] as const;
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'auto auto', justifyContent: 'end', columnGap: 3, m: 0 }}
    >
      {lines.map(([name, amount]) => (
        <Box key={name} sx={{ display: 'contents', fontWeight: name === 'gross' ? 700 : 400 }}>
          <Typography component="dt" sx={{ fontWeight: 'inherit' }}>
            {t(`assignment.${name}`)}
          </Typography>
          <Typography
            component="dd"
            sx={{ m: 0, textAlign: 'right', fontWeight: 'inherit' }}
            data-testid={`price-${name}`}
          >
            {formatMoney(oreToKronor(amount))}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The "Pris" tab: the assignment's rows, edited by those with the pricing right, and the totals. */
export function AssignmentPriceTab({ inspectionId }: { inspectionId: string }) {
  const { t } = usePriceTexts();
  const canPrice = hasPermission(useInitialData().permissions, 'inspections.price');
  const price = useAssignmentPrice(inspectionId);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} data-testid="assignment-price">
      <Typography variant="h2" sx={{ mb: 1 }} id="assignment-price-title">
        {t('assignment.title')}
      </Typography>
      {price.isPending && <Skeleton variant="rounded" height={160} />}
      {price.isError && <LoadError title={t('assignment.loadError')} onRetry={() => void price.refetch()} />}
      {price.data &&
        (canPrice ? (
          <PriceEditor
            key={JSON.stringify(price.data.rows)}
            inspectionId={inspectionId}
            rows={price.data.rows}
          />
        ) : (
          <PriceReader rows={price.data.rows} totals={price.data.totals} />
        ))}
    </Paper>
  );
}

function RowAmount({ row }: { row: PriceRow }) {
  return <>{formatMoney(oreToKronor(priceTotals([row]).net))}</>;
}

/** The rows without edit controls, for those who may read the price but not set it. */
function PriceReader({ rows, totals }: { rows: PriceRow[]; totals: PriceTotals }) {
  const { t } = usePriceTexts();
  return (
    <Stack spacing={2}>
      {rows.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('assignment.empty')}</Typography>
      ) : (
        <Box component="ul" aria-labelledby="assignment-price-title" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {rows.map((row, index) => (
            <Box
              component="li"
              key={index}
              sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}
              data-testid="price-row"
            >
              <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
                <Typography>{row.description}</Typography>
                <Typography sx={{ whiteSpace: 'nowrap' }}>
                  <RowAmount row={row} />
                </Typography>
              </Stack>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {quantityText(row.quantity)} × {formatMoney(oreToKronor(row.unitPrice))} ·{' '}
                {t('vat', { rate: row.vatRate })}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      <PriceTotalsTable totals={totals} />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('assignment.readOnly')}
      </Typography>
    </Stack>
  );
}

function PriceEditor({ inspectionId, rows }: { inspectionId: string; rows: PriceRow[] }) {
  const { t } = usePriceTexts();
  const save = useSetAssignmentPrice(inspectionId);
  const list = usePriceList();
  const [drafts, setDrafts] = useState(() => rows.map(draftOf));
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const valid = rowsOf(drafts);
  const dirty = JSON.stringify(valid) !== JSON.stringify(rows) || valid === null;
  const totals = priceTotals(valid ?? rowsOf(drafts.filter((draft) => rowsOf([draft]))) ?? []);
  const full = drafts.length >= PRICE_ROWS_MAX;

  const change = (key: number, patch: Partial<DraftRow>) =>
    setDrafts((current) => current.map((draft) => (draft.key === key ? { ...draft, ...patch } : draft)));

  async function store(next: PriceRow[] | null, done: string) {
    if (!next) {
      setShowErrors(true);
      return;
    }
    try {
      await save.mutateAsync(next);
    } catch {
      return; // The red snackbar has said why; the rows stay as typed.
    }
    showSnackbar({ subject: done });
  }

  function addExtra(article: PriceArticle) {
    setMenu(null);
    const current = rowsOf(drafts);
    if (!current) {
      setDrafts((existing) => [...existing, draftOf(articleRow(article))]);
      setShowErrors(true);
      return;
    }
    void store([...current, articleRow(article)], t('assignment.extraAdded', { name: article.name }));
  }

  const addRow = () =>
    setDrafts((current) => [
      ...current,
      draftOf({
        articleId: null,
        articleNumber: null,
        description: '',
        quantity: 1,
        unitPrice: 0,
        vatRate: DEFAULT_VAT_RATE,
      }),
    ]);

  return (
    <Stack spacing={2}>
      {drafts.length === 0 && (
        <EmptyState
          icon={SellIcon}
          title={t('assignment.empty')}
          body={t('assignment.emptyBody')}
          testId="price-empty"
        />
      )}
      {drafts.length > 0 && (
        <Box role="list" aria-labelledby="assignment-price-title">
          {drafts.map((draft) => {
            const quantity = parseHundredths(draft.quantity);
            const unitPrice = parseHundredths(draft.unitPrice);
            return (
              <Box
                role="listitem"
                key={draft.key}
                data-testid="price-row"
                sx={{ ...rowGrid, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
              >
                <TextField
                  size="small"
                  label={t('assignment.description')}
                  value={draft.description}
                  onChange={(event) => change(draft.key, { description: event.target.value })}
                  error={showErrors && !draft.description.trim()}
                  helperText={
                    showErrors && !draft.description.trim() ? t('assignment.descriptionMissing') : undefined
                  }
                  slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'price-row-description' } }}
                  sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
                />
                <TextField
                  size="small"
                  label={t('assignment.quantity')}
                  value={draft.quantity}
                  onChange={(event) => change(draft.key, { quantity: event.target.value })}
                  error={!quantity}
                  helperText={!quantity ? t('assignment.badQuantity') : undefined}
                  slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'price-row-quantity' } }}
                />
                <TextField
                  size="small"
                  label={t('assignment.unitPrice')}
                  value={draft.unitPrice}
                  onChange={(event) => change(draft.key, { unitPrice: event.target.value })}
                  error={unitPrice === null}
                  helperText={unitPrice === null ? t('assignment.badAmount') : undefined}
                  slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'price-row-price' } }}
                />
                <VatSelect
                  value={draft.vatRate}
                  onChange={(vatRate) => change(draft.key, { vatRate })}
                  label={t('assignment.vatRate')}
                />
                <Box sx={{ alignSelf: 'center', textAlign: { md: 'right' } }}>
                  <Typography variant="caption" sx={{ color: 'text.secondary', display: { md: 'none' } }}>
                    {t('assignment.amount')}
                  </Typography>
                  <Typography data-testid="price-row-amount" sx={{ whiteSpace: 'nowrap' }}>
                    {quantity && unitPrice !== null
                      ? formatMoney(oreToKronor(Math.round((quantity * unitPrice) / 100)))
                      : '–'}
                  </Typography>
                </Box>
                <IconButton
                  aria-label={t('assignment.removeRow', { description: draft.description || '…' })}
                  title={t('assignment.removeRow', { description: draft.description || '…' })}
                  onClick={() => setDrafts((current) => current.filter((one) => one.key !== draft.key))}
                  sx={{ justifySelf: 'end' }}
                >
                  <DeleteIcon />
                </IconButton>
              </Box>
            );
          })}
        </Box>
      )}
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button startIcon={<AddIcon />} onClick={addRow} disabled={full} data-testid="price-add-row">
          {t('assignment.addRow')}
        </Button>
        <Button
          startIcon={<SellIcon />}
          onClick={(event) => setMenu(event.currentTarget)}
          disabled={full || !list.data?.articles.length || save.isPending}
          aria-haspopup="menu"
          aria-expanded={Boolean(menu)}
          data-testid="price-add-extra"
        >
          {t('assignment.addExtra')}
        </Button>
        <Menu anchorEl={menu} open={Boolean(menu)} onClose={() => setMenu(null)}>
          {list.data?.articles.map((article) => (
            <MenuItem
              key={article.id}
              onClick={() => addExtra(article)}
              data-testid={`price-extra-${article.name}`}
            >
              {article.name} · {formatMoney(oreToKronor(article.unitPrice))}/{t(`unit.${article.unit}`)}
            </MenuItem>
          ))}
        </Menu>
      </Stack>
      <PriceTotalsTable totals={totals} />
      {showErrors && !valid && <Alert severity="warning">{t('assignment.fixRows')}</Alert>}
      <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button onClick={() => setDrafts(rows.map(draftOf))} disabled={!dirty || save.isPending}>
          {t('assignment.undo')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void store(valid, t('assignment.saved'))}
          disabled={!dirty || save.isPending}
          data-testid="price-save"
        >
          {save.isPending ? t('assignment.saving') : t('assignment.save')}
        </Button>
      </Stack>
    </Stack>
  );
}

/** The assignment's total to pay, for the header ("Att betala 12 500,00 kr"); nothing without rows. */
export function AssignmentPriceTotal({ inspectionId }: { inspectionId: string }) {
  const { t } = usePriceTexts();
  const price = useAssignmentPrice(inspectionId);
  if (!price.data || price.data.rows.length === 0) return null;
  return (
    <Typography sx={{ fontWeight: 500 }} data-testid="assignment-price-total">
      {t('assignment.total', { amount: formatMoney(oreToKronor(price.data.totals.gross)) })}
    </Typography>
  );
}
