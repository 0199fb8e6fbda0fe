import { useState, type FormEvent } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  ARTICLE_UNITS,
  DEFAULT_VAT_RATE,
  type ArticleUnit,
  type PriceArticle,
  type VatRate,
} from '@syna/contracts/prices';
import { showSnackbar } from '@/lib/snackbar/snackbar';
import { FormDialog } from '@/lib/ui/form-dialog';
import { useCreateArticle, useSaveArticle } from '@/features/prices/api';
import { kronorText, parseHundredths } from '@/features/prices/kronor';
import { usePriceTexts } from '@/features/prices/texts';
import { VatSelect } from './vat-select';

/** A new extra (`article` null) or a change to one, its price typed in kronor. */
export function ArticleDialog({ article, onClose }: { article: PriceArticle | null; onClose(): void }) {
  const { t } = usePriceTexts();
  const create = useCreateArticle();
  const save = useSaveArticle();
  const [name, setName] = useState(article?.name ?? '');
  const [articleNumber, setArticleNumber] = useState(article?.articleNumber ?? '');
  const [unit, setUnit] = useState<ArticleUnit>(article?.unit ?? 'st');
  const [amount, setAmount] = useState(article ? kronorText(article.unitPrice) : '');
  const [vatRate, setVatRate] = useState<VatRate>(article?.vatRate ?? DEFAULT_VAT_RATE);
  const [errors, setErrors] = useState<{ name?: string; amount?: string }>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const unitPrice = parseHundredths(amount);
    const found = {
      ...(name.trim() ? {} : { name: t('article.nameMissing') }),
      ...(unitPrice === null ? { amount: t('list.badAmount') } : {}),
    };
    setErrors(found);
    if (unitPrice === null || found.name) return;
    const body = { name, articleNumber: articleNumber.trim() || null, unit, unitPrice, vatRate };
    try {
      if (article) await save.mutateAsync({ id: article.id, body });
      else await create.mutateAsync(body);
    } catch {
      return; // The red snackbar has said why; the dialog stays open.
    }
    showSnackbar({ subject: article ? t('article.saved') : t('article.created', { name: name.trim() }) });
    onClose();
  }

  return (
    <FormDialog
      title={article ? t('article.editTitle', { name: article.name }) : t('article.createTitle')}
      onSubmit={submit}
      busy={create.isPending || save.isPending}
      onClose={onClose}
      testId="article-dialog"
      saveTestId="article-save"
    >
      <TextField
        label={t('article.name')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={Boolean(errors.name)}
        helperText={errors.name}
        required
        autoFocus
        slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'article-name' } }}
      />
      <TextField
        label={t('article.unitPrice')}
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={Boolean(errors.amount)}
        helperText={errors.amount ?? t('article.priceHelp')}
        required
        slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'article-price' } }}
      />
      <TextField
        select
        label={t('article.unit')}
        value={unit}
        onChange={(event) => setUnit(event.target.value as ArticleUnit)}
      >
        {ARTICLE_UNITS.map((one) => (
          <MenuItem key={one} value={one}>
            {t(`unit.${one}`)}
          </MenuItem>
        ))}
      </TextField>
      <VatSelect value={vatRate} onChange={setVatRate} label={t('list.vatRate')} />
      <TextField
        label={t('list.articleNumber')}
        value={articleNumber}
        onChange={(event) => setArticleNumber(event.target.value)}
        helperText={t('list.articleNumberHelp')}
        slotProps={{ htmlInput: { maxLength: 50 } }}
      />
    </FormDialog>
  );
}
