import type { ReactNode } from 'react';
import { EditFormFrame } from '@/lib/ui/edit-form-frame';
import { useOrderTexts } from '@/features/orders/texts';
import type { useSettingsForm } from '@/features/orders/use-settings-form';

interface SettingsFormFrameProps {
  /** The screen's form, from `useSettingsForm`. */
  settings: ReturnType<typeof useSettingsForm>;
  testId: string;
  children: ReactNode;
}

/** A settings screen's form: its fields, then save and undo at the foot. */
export function SettingsFormFrame({ settings, testId, children }: SettingsFormFrameProps) {
  const { t } = useOrderTexts();
  return (
    <EditFormFrame
      {...settings}
      labels={{ save: t('actions.save'), saving: t('actions.saving'), reset: t('settings.reset') }}
      testId={testId}
      saveTestId="settings-save"
    >
      {children}
    </EditFormFrame>
  );
}
