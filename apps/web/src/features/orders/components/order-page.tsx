import { useState, type ComponentType } from 'react';
import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import { hasPermission } from '@syna/contracts/roles';
import type { Order, OrderStatus, OrderUpdate } from '@syna/contracts/orders';
import { isHttpError } from '@/lib/http/http-error';
import { useInitialData } from '@/lib/session/session-queries';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { showError, showSnackbar } from '@/lib/snackbar/snackbar';
import { RecordFormsSection } from '@/lib/forms/record-forms-section';
import { DetailPageFrame } from '@/lib/ui/detail-page-frame';
import { useOrder, useUpdateOrder, type OrderDecision } from '@/features/orders/api';
import { useOrderLiveRefresh } from '@/features/orders/order-live-refresh';
import { orderListPath } from '@/features/orders/order-filter';
import { appPaths } from '@/lib/navigation/app-paths';
import { useOrderTexts } from '@/features/orders/texts';
import { AcceptOrderDialog } from './accept-order-dialog';
import { OrderHeader, type OrderAction } from './order-header';
import { OrderSections } from './order-sections';
import { RejectOrderDialog } from './reject-order-dialog';
import { ShareOrderDialog } from './share-order-dialog';

/** The panels of other features an order's page shows below the order, which the app passes in. */
export interface OrderPanels {
  /** The network's sharing with the firm's partners ("Delas med partner"). */
  SharePanel: ComponentType<{ id: string }>;
  /** The e-mail written to the customer about the order ("Skickad e-post"), read anew as its status changes. */
  MailPanel: ComponentType<{ orderId: string; status: OrderStatus }>;
}

/**
 * `/:tenant/order/:id`: one order, and accepting it into an assignment, rejecting or sharing it;
 * the mail sent about it and the sharing with the firm's partners show below it.
 */
export function OrderPage({ SharePanel, MailPanel }: Partial<OrderPanels>) {
  const { t } = useOrderTexts();
  const tenantId = useTenantId();
  const { id = '' } = useParams();
  const canWrite = hasPermission(useInitialData().permissions, 'orders.write');
  useOrderLiveRefresh();
  const order = useOrder(id);
  const update = useUpdateOrder(id);
  const [dialog, setDialog] = useState<OrderAction | null>(null);
  // The server's word when someone else handled the order first (409).
  const [conflict, setConflict] = useState<string | null>(null);
  const [justAccepted, setJustAccepted] = useState(false);
  /** What the toast and the banner both say once accepted: every assignment made, by number. */
  const createdText = (inspections: Order['inspections']) =>
    inspections.length > 1
      ? t('accept.acceptedBodyMany', {
          numbers: inspections.map((inspection) => inspection.number).join(', '),
        })
      : t('accept.acceptedBody', { number: inspections[0]?.number ?? '' });

  /** Sends the decision. A 409 is shown on the page; other refusals are thrown to the caller. */
  const decide = async (decision: OrderDecision, body: OrderUpdate) => {
    try {
      return await update.mutateAsync({ update: body, decision });
    } catch (error) {
      if (isHttpError(error) && error.status === 409) {
        setConflict(error.detail ?? error.message);
        setDialog(null);
        return null;
      }
      throw error;
    }
  };
  const accept = async (body: OrderUpdate) => {
    const saved = await decide('accept', body);
    if (!saved) return;
    setDialog(null);
    setJustAccepted(true);
    showSnackbar({ subject: t('accept.accepted'), body: createdText(saved.inspections) });
  };
  const reject = async () => {
    try {
      if (!(await decide('reject', {}))) return;
    } catch (error) {
      if (!isHttpError(error)) throw error;
      showError(error.message, error.detail ?? undefined);
      return;
    }
    setDialog(null);
    showSnackbar({ subject: t('reject.rejected') });
  };

  return (
    <DetailPageFrame
      query={order}
      skeleton={[48, 240]}
      notFound={{
        title: t('view.notFoundTitle'),
        body: t('view.notFoundBody'),
        testId: 'order-not-found',
        backTo: orderListPath(tenantId),
        backLabel: t('actions.backToList'),
      }}
      errorTitle={t('view.loadError')}
    >
      {(data) => {
        return (
          <Stack spacing={2} data-testid="order-view">
            <OrderHeader
              order={data}
              inspectionHref={data.inspection ? appPaths.inspection(tenantId, data.inspection.id) : null}
              canWrite={canWrite}
              onAction={(action) => {
                setConflict(null);
                setDialog(action);
              }}
            />
            {conflict && (
              <Alert severity="warning" onClose={() => setConflict(null)} data-testid="order-conflict">
                <AlertTitle>{t('conflict.title')}</AlertTitle>
                {conflict}
              </Alert>
            )}
            {justAccepted && data.inspections.length > 0 && (
              <Alert severity="success" onClose={() => setJustAccepted(false)} data-testid="order-accepted">
                <AlertTitle>{t('accept.accepted')}</AlertTitle>
                {createdText(data.inspections)}
              </Alert>
            )}
            <OrderSections order={data} />
            <RecordFormsSection record={{ kind: 'order', id: data.id }} canWrite={canWrite} hideWhenNone />
            {MailPanel && <MailPanel orderId={data.id} status={data.status} />}
            {SharePanel && <SharePanel id={data.id} />}
            {dialog === 'accept' && (
              <AcceptOrderDialog order={data} onAccept={accept} onClose={() => setDialog(null)} />
            )}
            {dialog === 'reject' && (
              <RejectOrderDialog
                order={data}
                busy={update.isPending}
                onConfirm={() => void reject()}
                onClose={() => setDialog(null)}
              />
            )}
            {dialog === 'share' && <ShareOrderDialog order={data} onClose={() => setDialog(null)} />}
          </Stack>
        );
      }}
    </DetailPageFrame>
  );
}
