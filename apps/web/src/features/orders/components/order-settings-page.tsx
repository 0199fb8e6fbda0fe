import { useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { TenantSettings } from '@syna/contracts/tenant';
import { FormSwitch, FormTextField } from '@/lib/forms/form-fields';
import { useInitialData } from '@/lib/session/session-queries';
import { appPaths, publicPageUrls } from '@/lib/navigation/app-paths';
import { isPolicyLink, ORDER_PAGE_SETTING_KEYS } from '@/features/orders/settings-form';
import { useOrderTexts } from '@/features/orders/texts';
import { useSettingsForm } from '@/features/orders/use-settings-form';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { SettingsFormFrame } from './settings-form-frame';
import { SettingsFrame, SettingsSection } from './settings-frame';

/** Links to the firm's public pages; the calendar's only when it is on (as saved). */
export function PublicPageLinks({ calendarEnabled }: { calendarEnabled: boolean }) {
  const tenantId = useTenantId();
  const { t } = useOrderTexts();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} data-testid="public-page-links">
      <Button
        href={publicPageUrls.orderPage(tenantId)}
        target="_blank"
        rel="noopener"
        endIcon={<OpenInNewIcon aria-hidden />}
        data-testid="public-order-page-link"
      >
        {t('settings.openOrderPage')}
      </Button>
      {calendarEnabled && (
        <Button
          href={publicPageUrls.calendar(tenantId)}
          target="_blank"
          rel="noopener"
          endIcon={<OpenInNewIcon aria-hidden />}
          data-testid="public-calendar-link"
        >
          {t('settings.openCalendar')}
        </Button>
      )}
    </Stack>
  );
}

function OrderSettingsForm({ saved }: { saved: TenantSettings }) {
  const tenantId = useTenantId();
  const { t } = useOrderTexts();
  const companyEmail = useInitialData().tenant.email;
  const settings = useSettingsForm(saved, ORDER_PAGE_SETTING_KEYS);
  const { control } = settings.form;
  const policy = useWatch({ control, name: 'privacyPolicy' });
  return (
    <SettingsFormFrame settings={settings} testId="order-settings-form">
      <SettingsSection id="settings-completed" title={t('settings.completed')}>
        <FormTextField
          control={control}
          name="orderCompletedHeader"
          label={t('settings.completedHeader')}
          helperText={t('settings.completedHeaderHelp')}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <FormTextField
          control={control}
          name="orderCompletedText"
          label={t('settings.completedText')}
          helperText={t('settings.completedTextHelp')}
          multiline
          minRows={3}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 5000 } }}
        />
      </SettingsSection>
      <Divider />
      <SettingsSection id="settings-privacy" title={t('settings.privacy')}>
        <FormTextField
          control={control}
          name="privacyPolicy"
          label={t('settings.privacyPolicy')}
          helperText={
            isPolicyLink(policy ?? '')
              ? t('settings.privacyIsLink', { url: policy.trim() })
              : t('settings.privacyPolicyHelp')
          }
          multiline
          minRows={3}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 20000 } }}
        />
      </SettingsSection>
      <Divider />
      <SettingsSection id="settings-dispatch" title={t('settings.dispatch')}>
        <FormTextField
          control={control}
          name="orderDispatcherEmail"
          type="email"
          label={t('settings.dispatcherEmail')}
          helperText={
            companyEmail
              ? t('settings.dispatcherEmailHelp', { email: companyEmail })
              : t('settings.dispatcherEmailHelpNone')
          }
          fullWidth
          autoComplete="off"
        />
        <FormTextField
          control={control}
          name="order.leadDays"
          type="number"
          label={t('settings.leadDays')}
          helperText={t('settings.leadDaysHelp')}
          slotProps={{ htmlInput: { min: 0, max: 90, step: 1 } }}
          sx={{ maxWidth: 320 }}
        />
        <FormSwitch
          control={control}
          name="order.emailRequired"
          label={t('settings.emailRequired')}
          helperText={t('settings.emailRequiredHelp')}
        />
        <FormSwitch
          control={control}
          name="order.showPrices"
          label={t('settings.showPrices')}
          helperText={t('settings.showPricesHelp')}
        />
        <FormSwitch
          control={control}
          name="order.customerReminder"
          label={t('settings.customerReminder')}
          helperText={t('settings.customerReminderHelp')}
        />
        <FormSwitch
          control={control}
          name="order.calendar.enabled"
          label={t('settings.calendarEnabled')}
          helperText={t('settings.calendarEnabledHelp', { tenant: tenantId })}
        />
      </SettingsSection>
      <Divider />
      <SettingsSection id="settings-invoice" title={t('settings.invoice')}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormTextField
            control={control}
            name="invoiceBankgiro"
            label={t('settings.bankgiro')}
            helperText={t('settings.bankgiroHelp')}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 20 } }}
          />
          <FormTextField
            control={control}
            name="invoicePlusgiro"
            label={t('settings.plusgiro')}
            helperText={t('settings.plusgiroHelp')}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 20 } }}
          />
        </Box>
      </SettingsSection>
    </SettingsFormFrame>
  );
}

/** `/:tenant/admin/order`: the order page's texts, where new orders go, payment details and the calendar switch. */
export function OrderSettingsPage() {
  const { t } = useOrderTexts();
  const tenantId = useTenantId();
  return (
    <SettingsFrame
      title={t('settings.orderTitle')}
      intro={t('settings.orderIntro')}
      testId="order-settings-page"
    >
      {(saved) => (
        <>
          <Stack spacing={1}>
            <Typography variant="h2">{t('settings.publicPages')}</Typography>
            <PublicPageLinks calendarEnabled={saved['order.calendar.enabled']} />
            <Button
              component={RouterLink}
              to={appPaths.adminPage(tenantId, 'calendar')}
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('settings.calendarSettings')}
            </Button>
          </Stack>
          <OrderSettingsForm saved={saved} />
        </>
      )}
    </SettingsFrame>
  );
}
