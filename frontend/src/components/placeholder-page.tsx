import { Body1 } from '@fluentui/react-components';
import { useT } from '../i18n/use-t';
import { Page } from './page';

/** Stands in for screens another issue delivers; the route, guard and title are already right. */
export function PlaceholderPage({ title }: { title: string }) {
  const t = useT();
  return (
    <Page title={title}>
      <Body1>{t('app.placeholder')}</Body1>
    </Page>
  );
}
