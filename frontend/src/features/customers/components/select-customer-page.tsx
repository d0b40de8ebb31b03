import {
  Body1,
  Carousel,
  CarouselCard,
  CarouselNav,
  CarouselNavButton,
  CarouselNavContainer,
  CarouselSlider,
  CarouselViewport,
  MessageBar,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useLoading } from '../../../components/loading-overlay';
import { Page } from '../../../components/page';
import { PageSpinner } from '../../../components/page-spinner';
import { useT } from '../../../i18n/use-t';
import { useUserInfos } from '../../auth/api/user-infos';
import { useAuthActions } from '../../auth/use-auth-actions';
import { CustomerCard } from './customer-card';

const useStyles = makeStyles({
  slide: {
    // Three cards on wide screens, one on phones. The gap is padding inside the slide, not a margin:
    // with a margin the last slide never fits the viewport exactly, and the carousel then hides it
    // (aria-hidden, inert) from screen readers and the keyboard although it is on screen.
    flex: '0 0 33.333%',
    boxSizing: 'border-box',
    paddingRight: tokens.spacingHorizontalL,
    // Disjoint ranges: Griffel does not promise the order of overlapping media queries.
    '@media (min-width: 601px) and (max-width: 900px)': { flex: '0 0 50%' },
    '@media (max-width: 600px)': { flex: '0 0 100%' },
  },
});

export default function SelectCustomerPage() {
  const styles = useStyles();
  const t = useT();
  const { data, isLoading, mutate } = useUserInfos(true);
  const { selectCustomer } = useAuthActions();
  const { track } = useLoading();
  const customers = data?.customers ?? [];

  return (
    <Page title={t('select-customer.title')}>
      <Body1 as="p">{t('select-customer.text')}</Body1>
      {isLoading && <PageSpinner onRetry={() => void mutate()} />}
      {!isLoading && customers.length === 0 && (
        <MessageBar intent="warning">
          <MessageBarBody>{t('select-customer.empty')}</MessageBarBody>
        </MessageBar>
      )}
      {customers.length > 0 && (
        <Carousel
          groupSize={1}
          align="start"
          whitespace={false}
          announcement={(index, count) => t('select-customer.position', { index: index + 1, count })}
        >
          <CarouselViewport>
            <CarouselSlider>
              {customers.map((customer) => (
                <CarouselCard key={customer.id} className={styles.slide} aria-label={customer.name}>
                  <CustomerCard customer={customer} onChoose={(chosen) => void track(selectCustomer(chosen))} />
                </CarouselCard>
              ))}
            </CarouselSlider>
          </CarouselViewport>
          <CarouselNavContainer
            layout="inline"
            prev={{ 'aria-label': t('select-customer.previous') }}
            next={{ 'aria-label': t('select-customer.next') }}
          >
            <CarouselNav>{(index) => <CarouselNavButton aria-label={t('select-customer.go-to', { index: index + 1 })} />}</CarouselNav>
          </CarouselNavContainer>
        </Carousel>
      )}
    </Page>
  );
}
