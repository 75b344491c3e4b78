import type { CourierState } from '@portal/contract';
import { useCourierTranslation } from '../../i18n/courier';
import { StateTag, type StateTone } from '../ui/state-tag';

const TONES: Record<CourierState, StateTone> = {
  queued: 'waiting',
  delivered: 'good',
  failed: 'bad',
};

/** A courier request's state (issue 28 §5) as the cabinet and the back office show it. */
export function CourierStateTag({ state, className }: { state: CourierState; className?: string }) {
  const { t } = useCourierTranslation();
  return (
    <StateTag
      tone={TONES[state]}
      label={t(`states.${state}`)}
      testId="courier-state"
      value={state}
      className={className}
    />
  );
}
