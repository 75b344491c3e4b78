import { useState, useSyncExternalStore } from 'react';
import { ADMIN_EVENT_LIMITS, type AdminEvent } from '@portal/contract';
import { TextField } from '../../../components/form/text-field';
import type { ApiFormFields } from '../../../components/form/use-api-form';
import { buttonClasses } from '../../../components/ui/button-link';
import { useAdminClubTranslation } from '../../../i18n/adminClub';
import { useLocale } from '../../../i18n/use-locale';
import { foreignLang } from '../../../lib/localized-name';
import { EMPTY_SPEAKER_ROWS, speakerField } from './club-event-form';

type Speaker = AdminEvent['speakers'][number];
type Row = { key: number; speaker: Speaker | null };

const subscribeToNothing = () => () => {};
const isInBrowser = () => true;
const isOnServer = () => false;

/**
 * The speakers, a row each: the name and the position in both languages. The page first shows
 * the saved ones and two empty rows (enough without JavaScript); with it, rows are added and
 * removed with buttons. The fields are named by their place in the list, as the API's body.
 */
export function SpeakerRows({ form, speakers }: { form: ApiFormFields; speakers: readonly Speaker[] }) {
  const { t } = useAdminClubTranslation();
  const locale = useLocale();
  const [rows, setRows] = useState<Row[]>(() =>
    [...speakers, ...Array.from({ length: EMPTY_SPEAKER_ROWS }, () => null)]
      .slice(0, ADMIN_EVENT_LIMITS.speakersMax)
      .map((speaker, key) => ({ key, speaker })),
  );
  const [nextKey, setNextKey] = useState(rows.length);
  // The buttons work only with JavaScript: they appear once it runs.
  const isInteractive = useSyncExternalStore(subscribeToNothing, isInBrowser, isOnServer);

  const labels = {
    'name.uk': t('form.fields.speakerNameUk'),
    'name.en': t('form.fields.speakerNameEn'),
    'role.uk': t('form.fields.speakerRoleUk'),
    'role.en': t('form.fields.speakerRoleEn'),
  } as const;

  return (
    <div className="flex flex-col gap-4" data-testid="club-event-speakers">
      <p className="text-sm text-muted">{t('form.speakersHint')}</p>
      {rows.map((row, index) => (
        <fieldset
          key={row.key}
          className="min-w-0 rounded-xl border border-slate-200 p-4"
          data-testid="speaker-row"
        >
          <legend className="px-1 text-[15px] font-semibold text-ink">
            {t('form.speaker', { number: index + 1 })}
          </legend>
          <div className="grid gap-4 md:grid-cols-2">
            {(['name.uk', 'name.en', 'role.uk', 'role.en'] as const).map((part) => {
              const [kind, lang] = part.split('.') as ['name' | 'role', 'uk' | 'en'];
              return (
                <TextField
                  key={part}
                  form={form}
                  name={speakerField(index, part)}
                  label={labels[part]}
                  initialValue={row.speaker?.[kind][lang] ?? ''}
                  maxLength={
                    kind === 'name' ? ADMIN_EVENT_LIMITS.speakerNameMax : ADMIN_EVENT_LIMITS.speakerRoleMax
                  }
                  lang={foreignLang(lang, locale)}
                />
              );
            })}
          </div>
          {isInteractive && (
            <button
              type="button"
              className={`${buttonClasses('outline')} mt-3`}
              onClick={() => setRows((current) => current.filter((item) => item.key !== row.key))}
            >
              {t('form.removeSpeaker', { number: index + 1 })}
            </button>
          )}
        </fieldset>
      ))}
      {isInteractive && rows.length < ADMIN_EVENT_LIMITS.speakersMax && (
        <button
          type="button"
          className={`${buttonClasses('outline')} self-start`}
          data-testid="speaker-add"
          onClick={() => {
            setRows((current) => [...current, { key: nextKey, speaker: null }]);
            setNextKey((key) => key + 1);
          }}
        >
          {t('form.addSpeaker')}
        </button>
      )}
    </div>
  );
}
