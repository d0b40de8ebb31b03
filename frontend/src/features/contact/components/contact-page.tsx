import { useState, type FormEvent } from 'react';
import { Body1, Button, Field, Select, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { CONTACT_SUBJECTS, contactRequestSchema } from '@portail/common';
import { useLoading } from '../../../components/loading-overlay';
import { useNotify } from '../../../components/notify';
import { Page } from '../../../components/page';
import { SectionCard } from '../../../components/section-card';
import { TextField } from '../../../components/text-field';
import { useT } from '../../../i18n/use-t';
import { useSession } from '../../auth/session-store';
import { sendContactMessage } from '../api/contact';
import { SalesContactCard } from './sales-contact-card';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))', gap: tokens.spacingHorizontalL, alignItems: 'start' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', justifyContent: 'flex-end' },
});

const EMPTY = { nom: '', prenom: '', select: '', message: '' };

export default function ContactPage() {
  const styles = useStyles();
  const t = useT();
  const notify = useNotify();
  const { track } = useLoading();
  const { customer, viewingAs } = useSession();
  const [form, setForm] = useState(EMPTY);
  const [sending, setSending] = useState(false);
  const set = (patch: Partial<typeof EMPTY>) => setForm((current) => ({ ...current, ...patch }));

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = contactRequestSchema.safeParse({ ...form, customer: customer?.id ?? '' });
    if (!parsed.success) return notify.error(t('rules.contact-form'));
    setSending(true);
    try {
      await track(sendContactMessage(parsed.data));
      notify.success(t('contact.success'));
      setForm(EMPTY);
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
            <TextField label={t('contact.nom')} value={form.nom} onChange={(nom) => set({ nom })} maxLength={10} required autoComplete="family-name" />
            <TextField label={t('contact.prenom')} value={form.prenom} onChange={(prenom) => set({ prenom })} maxLength={10} required autoComplete="given-name" />
            <Field label={t('contact.subject')} required>
              <Select value={form.select} onChange={(_, data) => set({ select: data.value })}>
                <option value="">{t('contact.choose-subject')}</option>
                {CONTACT_SUBJECTS.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={t('contact.message')} required>
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
