import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, type Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Typography from '@mui/material/Typography';
import { EMAILED_NOTICE_KINDS, NOTICE_KINDS, type NoticeChannel } from '@syna/contracts/notices';
import type { ProfileUpdate } from '@syna/contracts/user';
import type { ProfileFormValues } from '@/features/settings/profile-form';
import { SettingsSection } from './settings-section';

const CHANNELS: readonly NoticeChannel[] = ['app', 'email'];

/**
 * Which notices the user gets, one row per kind: in the app and, for the kinds that may come so,
 * by e-mail. A kind that is never e-mailed shows a dash in that column.
 */
export function NoticeFields({ control }: { control: Control<ProfileFormValues, unknown, ProfileUpdate> }) {
  const { t } = useTranslation();
  return (
    <SettingsSection
      titleId="settings-notices-title"
      title={t('settings.notices.title')}
      testId="settings-notices"
    >
      <Typography sx={{ color: 'text.secondary' }}>{t('settings.notices.intro')}</Typography>
      <Box
        role="group"
        aria-labelledby="settings-notices-title"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr) repeat(2, minmax(4.5rem, auto))',
          alignItems: 'center',
          columnGap: 1,
        }}
      >
        <span />
        {CHANNELS.map((channel) => (
          <Typography key={channel} variant="body2" sx={{ fontWeight: 600, textAlign: 'center' }} aria-hidden>
            {t(`settings.notices.channels.${channel}`)}
          </Typography>
        ))}
        {NOTICE_KINDS.map((kind) => (
          <Fragment key={kind}>
            <Typography sx={{ py: 0.5 }}>{t(`settings.notices.kinds.${kind}`)}</Typography>
            {CHANNELS.map((channel) =>
              channel === 'email' && !EMAILED_NOTICE_KINDS.includes(kind) ? (
                <Typography key={channel} sx={{ textAlign: 'center', color: 'text.secondary' }} aria-hidden>
                  –
                </Typography>
              ) : (
                <Controller
                  key={channel}
                  control={control}
                  name={`properties.notices.${kind}.${channel}`}
                  render={({ field }) => (
                    <Checkbox
                      name={field.name}
                      checked={Boolean(field.value)}
                      onChange={(_event, checked) => field.onChange(checked)}
                      onBlur={field.onBlur}
                      inputRef={field.ref}
                      sx={{ justifySelf: 'center' }}
                      slotProps={{
                        input: {
                          'aria-label': t('settings.notices.choice', {
                            kind: t(`settings.notices.kinds.${kind}`),
                            channel: t(`settings.notices.channels.${channel}`),
                          }),
                        },
                      }}
                    />
                  )}
                />
              ),
            )}
          </Fragment>
        ))}
      </Box>
    </SettingsSection>
  );
}
