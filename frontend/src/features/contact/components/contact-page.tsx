import { useState, type FormEvent } from 'react';
import { Body1, Button, Field, Select, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { CONTACT_NAME_MAX, CONTACT_SUBJECTS, contactRequestSchema } from '@portail/common';
import { useLoading } from '../../../components/loading-overlay';
import { useNotify } from '../../../components/notify';
import { Page } from '../../../components/page';
import { SectionCard } from '../../../components/section-card';
import { TextField } from '../../../components/text-field';
import { useLocalise, useT } from '../../../i18n/use-t';
import { useSession } from '../../auth/session-store';
import { sendContactMessage } from '../api/contact';
import { SalesContactCard } from './sales-contact-card';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))', gap: tokens.spacingHorizontalL, alignItems: 'start' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', justifyContent: 'flex-end' },
});

type ContactForm = { nom: string; prenom: string; select: string; message: string };
type ContactErrors = Partial<Record<keyof ContactForm, string>>;

export default function ContactPage() {
  const styles = useStyles();
  const t = useT();
  const notify = useNotify();
  const { track } = useLoading();
  const localise = useLocalise();
  const { user, customer, viewingAs } = useSession();
  // The signed-in user writes as themself: their names are filled in, and stay after a message is sent.
  const blank = (): ContactForm => ({ nom: user?.lastName ?? '', prenom: user?.firstName ?? '', select: '', message: '' });
  const [form, setForm] = useState(blank);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sending, setSending] = useState(false);
  const set = (patch: Partial<ContactForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setErrors((current) => ({ ...current, ...Object.fromEntries(Object.keys(patch).map((k) => [k, undefined])) }));
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = contactRequestSchema.safeParse({ ...form, customer: customer?.id ?? '' });
    if (!parsed.success) {
      const found: ContactErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof ContactForm;
        if (!(field in form) || found[field]) continue;
        found[field] = form[field].trim() === '' ? t('rules.required') : localise(issue.message);
      }
      setErrors(found);
      return notify.error(t('rules.contact-form'));
    }
    setSending(true);
    try {
      await track(sendContactMessage(parsed.data));
      notify.success(t('contact.success'));
      setForm(blank());
    } catch {
      notify.error(t('contact.failure'));
    } finally {
      setSending(false);
    }
  };

  return (
    <Page title={t('page.contact')}>
      <div className={styles.grid}>
        <SalesContactCard customer={customer} />
        {/* A message sent from here goes as the customer's: staff viewing it (« voir comme ») do not send one. */}
        {!viewingAs && (
          <SectionCard title={t('contact.form-title')}>
            <form className={styles.form} onSubmit={(e) => void handleSubmit(e)} noValidate>
              <Body1>{t('app.required-hint')}</Body1>
              <TextField
                label={t('contact.nom')}
                value={form.nom}
                onChange={(nom) => set({ nom })}
                maxLength={CONTACT_NAME_MAX}
                required
                error={errors.nom}
                autoComplete="family-name"
              />
              <TextField
                label={t('contact.prenom')}
                value={form.prenom}
                onChange={(prenom) => set({ prenom })}
                maxLength={CONTACT_NAME_MAX}
                required
                error={errors.prenom}
                autoComplete="given-name"
              />
              <Field label={t('contact.subject')} required validationMessage={errors.select} validationState={errors.select ? 'error' : 'none'}>
                <Select value={form.select} onChange={(_, data) => set({ select: data.value })}>
                  <option value="">{t('contact.choose-subject')}</option>
                  {CONTACT_SUBJECTS.map((s) => (
                    <option key={s} value={s}>
                      {s}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field label={t('contact.message')} required validationMessage={errors.message} validationState={errors.message ? 'error' : 'none'}>
                <Textarea value={form.message} maxLength={2000} rows={6} resize="vertical" onChange={(_, data) => set({ message: data.value })} />
              </Field>
              <div className={styles.actions}>
                <Button type="submit" appearance="primary" disabled={sending || !customer}>
                  {t('contact.send')}
                </Button>
              </div>
            </form>
          </SectionCard>
        )}
      </div>
    </Page>
  );
}
