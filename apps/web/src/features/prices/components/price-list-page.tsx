import { useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/EditOutlined';
import SellIcon from '@mui/icons-material/SellOutlined';
import { formatMoney } from '@syna/contracts/format';
import { oreToKronor, type PriceArticle, type PricedTypeKind, type TypePrice } from '@syna/contracts/prices';
import { useLookupLabel } from '@/lib/i18n/lookup-label';
import { showSnackbar } from '@/lib/snackbar/snackbar';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { EmptyState } from '@/lib/ui/empty-state';
import { LoadError } from '@/lib/ui/load-error';
import { useInspectionTypes, useOrderTypes, usePriceList, useRemoveArticle } from '@/features/prices/api';
import { usePriceTexts } from '@/features/prices/texts';
import { ArticleDialog } from './article-dialog';
import { TypePriceRow } from './type-price-row';

interface TypeSectionProps {
  kind: PricedTypeKind;
  title: string;
  types: { id: string; name: string; nameEn: string | null }[] | undefined;
  prices: TypePrice[];
}

function TypeSection({ kind, title, types, prices }: TypeSectionProps) {
  const { t } = usePriceTexts();
  const label = useLookupLabel();
  const headingId = `prices-${kind}-title`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography id={headingId} variant="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {!types && <Skeleton variant="rounded" height={96} />}
      {types?.length === 0 && <Typography sx={{ color: 'text.secondary' }}>{t('list.noTypes')}</Typography>}
      {types?.map((type) => (
        <TypePriceRow
          key={type.id}
          kind={kind}
          type={{ id: type.id, name: label(type) }}
          price={prices.find((price) => price.kind === kind && price.typeId === type.id)}
        />
      ))}
    </Paper>
  );
}

/** `/:tenant/admin/prices`: the types' prices and the extras, in kronor excluding VAT. */
export function PriceListPage() {
  const { t } = usePriceTexts();
  const list = usePriceList();
  const inspectionTypes = useInspectionTypes();
  const orderTypes = useOrderTypes();
  const remove = useRemoveArticle();
  // undefined: no dialog; null: a new extra.
  const [editing, setEditing] = useState<PriceArticle | null | undefined>(undefined);
  const [removing, setRemoving] = useState<PriceArticle | null>(null);

  async function confirmRemove(article: PriceArticle) {
    try {
      await remove.mutateAsync(article.id);
    } catch {
      return;
    }
    showSnackbar({ subject: t('list.removed', { name: article.name }) });
    setRemoving(null);
  }

  const addButton = (
    <Button
      variant="contained"
      startIcon={<AddIcon />}
      onClick={() => setEditing(null)}
      data-testid="article-create"
    >
      {t('list.addExtra')}
    </Button>
  );

  return (
    <Stack spacing={2} data-testid="price-list-page">
      <Typography variant="h1">{t('list.title')}</Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 760 }}>{t('list.intro')}</Typography>
      {list.isPending && <Skeleton variant="rounded" height={240} />}
      {list.isError && <LoadError title={t('list.loadError')} onRetry={() => void list.refetch()} />}
      {list.data && (
        <>
          <TypeSection
            kind="inspection"
            title={t('list.inspectionTypes')}
            types={inspectionTypes.data}
            prices={list.data.types}
          />
          <TypeSection
            kind="order"
            title={t('list.orderTypes')}
            types={orderTypes.data}
            prices={list.data.types}
          />
          <Paper
            variant="outlined"
            component="section"
            aria-labelledby="prices-extras-title"
            sx={{ p: { xs: 1.5, sm: 2 } }}
          >
            <Stack
              direction="row"
              sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 1 }}
            >
              <Typography id="prices-extras-title" variant="h2">
                {t('list.extras')}
              </Typography>
              {list.data.articles.length > 0 && addButton}
            </Stack>
            <Typography sx={{ color: 'text.secondary' }}>{t('list.extrasIntro')}</Typography>
            {list.data.articles.length === 0 ? (
              <EmptyState
                icon={SellIcon}
                title={t('list.noExtras')}
                body={t('list.noExtrasBody')}
                testId="extras-empty"
              >
                {addButton}
              </EmptyState>
            ) : (
              <List aria-labelledby="prices-extras-title" disablePadding>
                {list.data.articles.map((article, index) => (
                  <ListItem
                    key={article.id}
                    divider={index < list.data.articles.length - 1}
                    data-testid={`article-${article.name}`}
                    sx={{ pr: 12 }}
                    secondaryAction={
                      <>
                        <IconButton
                          aria-label={t('list.editExtra', { name: article.name })}
                          title={t('list.editExtra', { name: article.name })}
                          onClick={() => setEditing(article)}
                        >
                          <EditIcon />
                        </IconButton>
                        <IconButton
                          edge="end"
                          aria-label={t('list.removeExtra', { name: article.name })}
                          title={t('list.removeExtra', { name: article.name })}
                          onClick={() => setRemoving(article)}
                        >
                          <DeleteIcon />
                        </IconButton>
                      </>
                    }
                  >
                    <ListItemText
                      primary={article.name}
                      secondary={[
                        t('list.perUnit', {
                          amount: formatMoney(oreToKronor(article.unitPrice)),
                          unit: t(`unit.${article.unit}`),
                        }),
                        t('vat', { rate: article.vatRate }),
                        article.articleNumber && `${t('list.articleNumber')} ${article.articleNumber}`,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    />
                  </ListItem>
                ))}
              </List>
            )}
          </Paper>
        </>
      )}
      {editing !== undefined && <ArticleDialog article={editing} onClose={() => setEditing(undefined)} />}
      {removing && (
        <ConfirmDialog
          open
          title={t('list.removeTitle', { name: removing.name })}
          busy={remove.isPending}
          onConfirm={() => void confirmRemove(removing)}
          onClose={() => setRemoving(null)}
          testId="article-remove-dialog"
        >
          {t('list.removeBody')}
        </ConfirmDialog>
      )}
    </Stack>
  );
}
