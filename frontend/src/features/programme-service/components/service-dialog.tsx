import {
  Body1,
  Button,
  Carousel,
  CarouselCard,
  CarouselNav,
  CarouselNavButton,
  CarouselNavContainer,
  CarouselSlider,
  CarouselViewport,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Subtitle1,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useT } from '../../../i18n/use-t';
import type { Benefit } from '../benefits';
import { SERVICE_SLIDES } from '../slides';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(680px, 95vw)' },
  carousel: { width: '600px', maxWidth: '100%' },
  slide: {
    height: '300px',
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'center',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalXXL,
    boxSizing: 'border-box',
    textAlign: 'center',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
  },
});

interface ServiceDialogProps {
  benefit: Benefit | null;
  onClose: () => void;
}

/** Payable service details with a 600 px carousel (spec §9). */
export function ServiceDialog({ benefit, onClose }: ServiceDialogProps) {
  const styles = useStyles();
  const t = useT();
  const slides = benefit?.code ? SERVICE_SLIDES[benefit.code] : [];
  return (
    <Dialog open={benefit !== null} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{benefit ? t(benefit.name) : ''}</DialogTitle>
          <DialogContent>
            {benefit && <Body1 as="p">{t(benefit.text)}</Body1>}
            <Carousel
              className={styles.carousel}
              groupSize={1}
              circular
              announcement={(index, count) => t('service.slide', { index: index + 1, count })}
            >
              <CarouselViewport>
                <CarouselSlider>
                  {slides.map((slide, i) => (
                    <CarouselCard key={slide} aria-label={t('service.slide', { index: i + 1, count: slides.length })}>
                      <div className={styles.slide}>
                        <Subtitle1>{benefit ? t(benefit.name) : ''}</Subtitle1>
                        <Body1>{t(slide)}</Body1>
                      </div>
                    </CarouselCard>
                  ))}
                </CarouselSlider>
              </CarouselViewport>
              <CarouselNavContainer layout="inline" prev={{ 'aria-label': t('service.previous') }} next={{ 'aria-label': t('service.next') }}>
                <CarouselNav>{(index) => <CarouselNavButton aria-label={t('service.go-to', { index: index + 1 })} />}</CarouselNav>
              </CarouselNavContainer>
            </Carousel>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {t('app.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
