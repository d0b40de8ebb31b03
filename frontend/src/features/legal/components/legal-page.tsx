import { Body1, Caption1, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { Page } from '../../../components/page';
import { useT } from '../../../i18n/use-t';
import { useAppConfig } from '../../config/config-context';
import { withProvider, type LegalDocument } from '../content/legal-document';

const useStyles = makeStyles({
  article: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '72ch' },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  paragraph: { margin: 0 },
});

export function LegalPage({ title, document }: { title: string; document: LegalDocument }) {
  const styles = useStyles();
  const t = useT();
  const { providerLabel } = useAppConfig();
  return (
    <Page title={title}>
      {/* The texts exist in French only; lang keeps screen readers pronouncing them right in English mode. */}
      <article className={styles.article} lang="fr">
        <Caption1>{t('page.updated')}</Caption1>
        {withProvider(document, providerLabel).map((section) => (
          <section key={section.title} className={styles.section}>
            <Subtitle1 as="h2">{section.title}</Subtitle1>
            {section.paragraphs.map((paragraph) => (
              <Body1 as="p" key={paragraph} className={styles.paragraph}>
                {paragraph}
              </Body1>
            ))}
          </section>
        ))}
      </article>
    </Page>
  );
}
